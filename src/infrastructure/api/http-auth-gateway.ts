import type {
  AuthAnswer,
  AuthGateway,
  AuthOutcome,
  OtpVerification,
  PinResetRequest,
  ProfileUpdate,
  Registration,
  SignedIn,
} from '@/application/ports/auth-gateway.port';
import type { AppError } from '@/application/errors/app-error';
import type { LoginCredentials } from '@/domain/accounts/login-form';
import { accountsPaths } from '@/contract/accounts/accounts-paths';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import type { HttpClient } from '../http/http-client';
import type { AccountCalls } from './http-account-calls';
import { signedInOf } from './signed-in-of';

/** A lost chunk is a network failure like any other (the spec's code 0): the next call tries again. */
const callsUnreachable: AppError = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout', status: 0 };

/**
 * The wallet service's account calls: v2 for the anonymous sign-in, v1 for the rest. Only the guest's sign-in is
 * needed as the shop opens; the calls a person makes (sign in, sign up, PIN reset, sign out) load on the first of
 * them, in the account screens' chunk, which the login dialog has already brought by then.
 */
export class HttpAuthGateway implements AuthGateway {
  private calls: Promise<AccountCalls> | null = null;

  constructor(
    private readonly walletV1: HttpClient,
    private readonly walletV2: HttpClient,
  ) {}

  async authenticateAnonymously(deviceId: string): Promise<SignedIn> {
    const body = await this.walletV2.post(
      accountsPaths.authenticateAnonymously,
      { device_uuid: deviceId },
      sessionResponseSchema,
      { sessionCall: true },
    );
    return signedInOf(body);
  }

  authenticate(credentials: LoginCredentials): Promise<AuthAnswer<SignedIn>> {
    return this.accountCalls().then((calls) => calls.authenticate(credentials));
  }

  register(mobileNumber: string): Promise<AuthAnswer<Registration>> {
    return this.accountCalls().then((calls) => calls.register(mobileNumber));
  }

  resendOtp(userId: string): Promise<AuthOutcome> {
    return this.accountCalls().then((calls) => calls.resendOtp(userId));
  }

  verifyOtp(userId: string, otp: string): Promise<AuthAnswer<OtpVerification>> {
    return this.accountCalls().then((calls) => calls.verifyOtp(userId, otp));
  }

  updateUser(userId: string, profile: ProfileUpdate): Promise<AuthOutcome> {
    return this.accountCalls().then((calls) => calls.updateUser(userId, profile));
  }

  forgotPassword(loginId: string): Promise<AuthOutcome> {
    return this.accountCalls().then((calls) => calls.forgotPassword(loginId));
  }

  resetPassword(request: PinResetRequest): Promise<AuthOutcome> {
    return this.accountCalls().then((calls) => calls.resetPassword(request));
  }

  logout(token: string): Promise<void> {
    return this.accountCalls().then((calls) => calls.logout(token));
  }

  private accountCalls(): Promise<AccountCalls> {
    this.calls ??= import(/* webpackChunkName: "accounts" */ './http-account-calls').then(
      ({ HttpAccountCalls }) => new HttpAccountCalls(this.walletV1),
      () => {
        this.calls = null;
        throw callsUnreachable;
      },
    );
    return this.calls;
  }
}
