import type {
  AuthAnswer,
  AuthGateway,
  AuthOutcome,
  AuthRefusal,
  OtpVerification,
  PinResetRequest,
  ProfileUpdate,
  Registration,
  SignedIn,
} from '@/application/ports/auth-gateway.port';
import { isAppError } from '@/application/errors/app-error';
import type { LoginCredentials } from '@/domain/accounts/login-form';
import { accountsPaths } from '@/contract/accounts/accounts-paths';
import {
  registerResponseSchema,
  userStatusResponseSchema,
  verifyOtpResponseSchema,
} from '@/contract/accounts/sign-in.contract';
import { accountRefusalSchema, messageResponseSchema, sessionResponseSchema } from '@/contract/accounts/user.contract';
import type { HttpClient } from '../http/http-client';
import { errorBodyOf } from '../http/request-error';
import { signedInOf } from './signed-in-of';

/** The statuses whose answer is the server refusing the customer, with words for them to read. */
const refusalCodes: readonly string[] = ['BAD_REQUEST', 'PAYMENT_REQUIRED', 'NOT_FOUND'];

/** Every account call but the guest's sign-in: what a person asks for by signing in, up or out. */
export type AccountCalls = Omit<AuthGateway, 'authenticateAnonymously'>;

/**
 * The wallet service's account calls a person makes (v1): signing in, signing up with its one-time code, the PIN
 * reset and signing out. Loaded with the account screens (http-auth-gateway.ts), not with the first screen.
 */
export class HttpAccountCalls implements AccountCalls {
  constructor(private readonly walletV1: HttpClient) {}

  authenticate(credentials: LoginCredentials): Promise<AuthAnswer<SignedIn>> {
    return answerOf(async () => {
      const body = await this.walletV1.post(
        accountsPaths.authenticate,
        { login_id: credentials.loginId, password: credentials.password },
        sessionResponseSchema,
        { sessionCall: true },
      );
      return signedInOf(body);
    });
  }

  register(mobileNumber: string): Promise<AuthAnswer<Registration>> {
    return answerOf(async () => {
      const body = await this.walletV1.post(
        accountsPaths.register,
        { user: { mobile_number: mobileNumber } },
        registerResponseSchema,
      );
      return { userId: body.user_query_id, userStatus: body.user_status };
    });
  }

  resendOtp(userId: string): Promise<AuthOutcome> {
    return outcomeOf(() => this.walletV1.put(accountsPaths.resendOtp(userId), undefined, userStatusResponseSchema));
  }

  verifyOtp(userId: string, otp: string): Promise<AuthAnswer<OtpVerification>> {
    return answerOf(async () => {
      const body = await this.walletV1.post(
        accountsPaths.verifyOtp(userId),
        { mobile_otp: otp },
        verifyOtpResponseSchema,
      );
      return { signUpToken: body.sign_up_token };
    });
  }

  updateUser(userId: string, profile: ProfileUpdate): Promise<AuthOutcome> {
    const user = {
      full_name: profile.fullName,
      password: profile.password,
      ...(profile.email !== undefined ? { email: profile.email } : {}),
      ...(profile.dob !== undefined ? { dob: profile.dob } : {}),
    };
    return outcomeOf(() =>
      this.walletV1.post(
        accountsPaths.updateUser(userId),
        { user, sign_up_token: profile.signUpToken },
        userStatusResponseSchema,
      ),
    );
  }

  forgotPassword(loginId: string): Promise<AuthOutcome> {
    return outcomeOf(() =>
      this.walletV1.post(accountsPaths.forgotPassword, { login_id: loginId }, messageResponseSchema),
    );
  }

  resetPassword(request: PinResetRequest): Promise<AuthOutcome> {
    return outcomeOf(() =>
      this.walletV1.post(
        accountsPaths.resetPassword,
        { login_id: request.loginId, otp: request.otp, password: request.password },
        messageResponseSchema,
      ),
    );
  }

  async logout(token: string): Promise<void> {
    await this.walletV1.post(accountsPaths.logout, undefined, messageResponseSchema, {
      sessionCall: true,
      headers: { Authorization: `Bearer ${token}` },
    });
  }
}

/** A refusal the customer reads, with the account it names when the server named one. */
function refusalOf(thrown: unknown): AuthRefusal | null {
  if (!isAppError(thrown) || !refusalCodes.includes(thrown.code)) return null;
  const named = accountRefusalSchema.safeParse(errorBodyOf(thrown));
  return {
    message: thrown.message,
    account: named.success ? { userId: named.data.user_query_id, status: named.data.user_status } : null,
  };
}

async function answerOf<T>(call: () => Promise<T>): Promise<AuthAnswer<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (thrown) {
    const refusal = refusalOf(thrown);
    if (refusal === null) throw thrown;
    return { ok: false, refusal };
  }
}

async function outcomeOf(call: () => Promise<unknown>): Promise<AuthOutcome> {
  const answer = await answerOf(call);
  return answer.ok ? { ok: true } : answer;
}
