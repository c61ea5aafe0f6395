import {
  maskPhoneNumber,
  phoneLoginId,
  phoneNumberProblem,
  type PhoneNumberProblem,
} from '@/domain/accounts/phone-number';
import type { PinProblem } from '@/domain/accounts/pin';
import {
  optionalProfileField,
  otpProblem,
  profileFormProblems,
  type DobProblem,
  type EmailProblem,
  type FullNameProblem,
  type OtpProblem,
  type ProfileForm,
} from '@/domain/accounts/sign-up-form';
import { nextSignUpState, type SignUpEvent, type SignUpState, type SignUpStep } from '@/domain/accounts/sign-up-flow';
import type { AuthGateway, AuthRefusal } from '../ports/auth-gateway.port';
import type { LogIn, LogInOutcome } from './log-in.use-case';

export interface SignUpFormProblems {
  readonly mobileNumber?: PhoneNumberProblem;
  readonly otp?: OtpProblem;
  readonly fullName?: FullNameProblem;
  readonly pin?: PinProblem;
  readonly email?: EmailProblem;
  readonly dob?: DobProblem;
}

export type SignUpStepOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'INVALID_FORM'; readonly problems: SignUpFormProblems }
  /** The server refused; its message is shown. The state may still have moved (an account was found). */
  | { readonly ok: false; readonly reason: 'REFUSED'; readonly message: string }
  /** The screen asked for a step the flow is not at; nothing was sent. */
  | { readonly ok: false; readonly reason: 'WRONG_STEP'; readonly step: SignUpStep };

export interface SignUpStepResult {
  readonly state: SignUpState;
  readonly outcome: SignUpStepOutcome;
}

export interface ProfileStepResult extends SignUpStepResult {
  /** The automatic login after a finished registration, or null when none was made. */
  readonly logIn: LogInOutcome | null;
}

/**
 * The customer signs up in three steps. Each action takes the flow's current state (kept by the screen)
 * and answers the next one, moved by the sign-up machine, with what the customer should be told.
 */
export interface SignUp {
  /** Step 1: registers the number, or resends the OTP when the flow offers that for this same number. */
  submitMobileNumber(state: SignUpState, mobileNumber: string): Promise<SignUpStepResult>;
  /** Step 2: checks the OTP. */
  verifyOtp(state: SignUpState, otp: string): Promise<SignUpStepResult>;
  /**
   * Step 3: saves name and PIN, and the e-mail and date of birth when given, then logs the customer in with the
   * number without spaces and that PIN.
   */
  saveProfile(state: SignUpState, form: ProfileForm): Promise<ProfileStepResult>;
}

const done: SignUpStepOutcome = { ok: true };

function refused(state: SignUpState, refusal: AuthRefusal, mobileNumber: string | null): SignUpStepResult {
  const moved = refusal.account
    ? nextSignUpState(state, { type: 'accountFound', account: refusal.account, mobileNumber })
    : state;
  return { state: moved, outcome: { ok: false, reason: 'REFUSED', message: refusal.message } };
}

function wrongStep(state: SignUpState): SignUpStepResult {
  return { state, outcome: { ok: false, reason: 'WRONG_STEP', step: state.step } };
}

function moved(state: SignUpState, event: SignUpEvent): SignUpStepResult {
  return { state: nextSignUpState(state, event), outcome: done };
}

/** Offering to resend only makes sense for the number the pending registration belongs to. */
function resendsOtp(state: SignUpState, mobileNumber: string): state is SignUpState & { userId: string } {
  return (
    state.otpSend &&
    state.userId !== null &&
    state.mobileNumber !== null &&
    phoneLoginId(state.mobileNumber) === phoneLoginId(mobileNumber)
  );
}

export function createSignUp(deps: { authGateway: AuthGateway; logIn: LogIn }): SignUp {
  return {
    async submitMobileNumber(state, mobileNumber) {
      if (state.step !== 1 || state.finished) return wrongStep(state);
      const problem = phoneNumberProblem(mobileNumber);
      if (problem)
        return { state, outcome: { ok: false, reason: 'INVALID_FORM', problems: { mobileNumber: problem } } };
      const masked = maskPhoneNumber(mobileNumber);
      if (resendsOtp(state, masked)) {
        const answer = await deps.authGateway.resendOtp(state.userId);
        return answer.ok ? moved(state, { type: 'otpResent' }) : refused(state, answer.refusal, masked);
      }
      // The server keeps numbers as login ids; the spaces are only the mask's.
      const answer = await deps.authGateway.register(phoneLoginId(masked));
      if (!answer.ok) return refused(state, answer.refusal, masked);
      return moved(state, {
        type: 'registered',
        userId: answer.value.userId,
        userStatus: answer.value.userStatus,
        mobileNumber: masked,
      });
    },

    async verifyOtp(state, otp) {
      if (state.step !== 2 || state.userId === null || state.finished) return wrongStep(state);
      const problem = otpProblem(otp);
      if (problem) return { state, outcome: { ok: false, reason: 'INVALID_FORM', problems: { otp: problem } } };
      const answer = await deps.authGateway.verifyOtp(state.userId, otp.trim());
      return answer.ok
        ? moved(state, { type: 'otpVerified', signUpToken: answer.value.signUpToken })
        : refused(state, answer.refusal, state.mobileNumber);
    },

    async saveProfile(state, form) {
      if (state.step !== 3 || state.userId === null || state.signUpToken === null || state.finished) {
        return { ...wrongStep(state), logIn: null };
      }
      const problems = profileFormProblems(form);
      if (problems) return { state, outcome: { ok: false, reason: 'INVALID_FORM', problems }, logIn: null };
      const email = optionalProfileField(form.email);
      const dob = optionalProfileField(form.dob);
      const answer = await deps.authGateway.updateUser(state.userId, {
        fullName: form.fullName.trim(),
        password: form.pin,
        signUpToken: state.signUpToken,
        ...(email !== null ? { email } : {}),
        ...(dob !== null ? { dob } : {}),
      });
      if (!answer.ok) return { ...refused(state, answer.refusal, state.mobileNumber), logIn: null };
      const finished = nextSignUpState(state, { type: 'profileSaved', pin: form.pin });
      const logIn = finished.autoLoginId
        ? await deps.logIn({ mobileNumber: finished.autoLoginId, pin: form.pin })
        : null;
      return { state: finished, outcome: done, logIn };
    },
  };
}
