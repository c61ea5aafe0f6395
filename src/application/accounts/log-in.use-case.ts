import { landingIndustryId } from '@/domain/accounts/account';
import { checkLoginForm, type LoginForm, type LoginFormProblems } from '@/domain/accounts/login-form';
import { maskPhoneNumber } from '@/domain/accounts/phone-number';
import { initialSignUpState, nextSignUpState, type SignUpState } from '@/domain/accounts/sign-up-flow';
import type { Session } from '@/domain/session/session';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { SessionStore } from '../ports/session-store.port';

export type LogInOutcome =
  /** The session is stored; the customer lands on the stores of `landingIndustryId`, or /products without one. */
  | { readonly ok: true; readonly session: Session; readonly landingIndustryId: number | null }
  | { readonly ok: false; readonly reason: 'INVALID_FORM'; readonly problems: LoginFormProblems }
  /**
   * The server refused; its message is shown in red. When it named the account, `signUp` is where the sign-up
   * flow takes over: step 1 with an OTP send for an unfinished registration, -1 for an active account (stay here).
   */
  | {
      readonly ok: false;
      readonly reason: 'REFUSED';
      readonly message: string;
      readonly signUp: SignUpState | null;
    };

/** The customer logs in with mobile number and PIN from the login dialog. */
export type LogIn = (form: LoginForm) => Promise<LogInOutcome>;

/**
 * Checks the form, sends login_id without spaces and the PIN, and on success keeps the session, stamped
 * with the clock's time. A call that cannot be made rejects with the gateway's AppError.
 */
export function createLogIn(deps: { authGateway: AuthGateway; sessionStore: SessionStore; clock: Clock }): LogIn {
  return async (form) => {
    const check = checkLoginForm(form);
    if (!check.ok) return check;
    const answer = await deps.authGateway.authenticate(check.credentials);
    if (!answer.ok) {
      const { account, message } = answer.refusal;
      const signUp = account
        ? nextSignUpState(initialSignUpState, {
            type: 'accountFound',
            account,
            mobileNumber: maskPhoneNumber(form.mobileNumber),
          })
        : null;
      return { ok: false, reason: 'REFUSED', message, signUp };
    }
    const session: Session = {
      token: answer.value.token,
      kind: 'customer',
      user: answer.value.user,
      startedAt: deps.clock.now(),
      addressSelected: answer.value.addressSelected,
    };
    await deps.sessionStore.save(session);
    return { ok: true, session, landingIndustryId: landingIndustryId(session.user) };
  };
}
