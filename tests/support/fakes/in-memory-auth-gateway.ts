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
import type { AccountUser, IndustryType, UserStatus } from '@/domain/accounts/account';
import type { LoginCredentials } from '@/domain/accounts/login-form';

/** An account as the fake server keeps it. */
export interface FakeAccount {
  readonly userId: string;
  readonly loginId: string;
  status: UserStatus;
  pin: string;
  fullName: string;
  industryTypes: IndustryType[];
  /** The last one-time code sent to the number. */
  otp: string;
}

/** Every call the storefront made, in order, so tests can check exactly what was sent. */
export type AuthCall =
  | { readonly call: 'authenticateAnonymously'; readonly deviceId: string }
  | { readonly call: 'authenticate'; readonly credentials: LoginCredentials }
  | { readonly call: 'register'; readonly mobileNumber: string }
  | { readonly call: 'resendOtp'; readonly userId: string }
  | { readonly call: 'verifyOtp'; readonly userId: string; readonly otp: string }
  | { readonly call: 'updateUser'; readonly userId: string; readonly profile: ProfileUpdate }
  | { readonly call: 'forgotPassword'; readonly loginId: string }
  | { readonly call: 'resetPassword'; readonly request: PinResetRequest }
  | { readonly call: 'logout'; readonly token: string };

export const fakeServerMessages = {
  wrongCredentials: 'Invalid mobile number or PIN',
  registrationUnfinished: 'Please verify your mobile number',
  numberTaken: 'Mobile number is already registered',
  wrongOtp: 'Invalid OTP',
  unverified: 'Verify your mobile number first',
  unknownNumber: 'No account with this mobile number',
} as const;

/** The proof the fake hands out for a verified OTP, and wants back with name and PIN. */
export const signUpTokenOf = (userId: string) => `proof-${userId}`;

/** The customer wallet's account calls, held in memory. New numbers get OTP 1234, then 1235, and so on. */
export class InMemoryAuthGateway implements AuthGateway {
  readonly calls: AuthCall[] = [];
  private readonly accounts: FakeAccount[] = [];
  private nextOtp = 1234;
  private nextUserNumber = 1;
  private failure: unknown = null;

  addAccount(account: Partial<FakeAccount> & Pick<FakeAccount, 'loginId'>): FakeAccount {
    const stored: FakeAccount = {
      userId: `user-${this.nextUserNumber++}`,
      status: 'active',
      pin: '123456',
      fullName: 'Aino Virtanen',
      industryTypes: [],
      otp: this.newOtp(),
      ...account,
    };
    this.accounts.push(stored);
    return stored;
  }

  account(loginId: string): FakeAccount | undefined {
    return this.accounts.find((account) => account.loginId === loginId);
  }

  /** The next call rejects with this, as the request layer does when the server cannot be reached. */
  failNextCallWith(error: unknown): void {
    this.failure = error;
  }

  async authenticateAnonymously(deviceId: string): Promise<SignedIn> {
    this.record({ call: 'authenticateAnonymously', deviceId });
    return {
      token: `guest-token-${deviceId}`,
      user: { queryId: `guest-${deviceId}`, status: 'active', fullName: '', mobileNumber: '', industryTypes: [] },
      addressSelected: false,
    };
  }

  async authenticate(credentials: LoginCredentials): Promise<AuthAnswer<SignedIn>> {
    this.record({ call: 'authenticate', credentials });
    const account = this.account(credentials.loginId);
    if (!account) return refusedBecause({ message: fakeServerMessages.wrongCredentials, account: null });
    const reference = { userId: account.userId, status: account.status };
    if (account.status === 'pending') {
      return refusedBecause({ message: fakeServerMessages.registrationUnfinished, account: reference });
    }
    if (account.pin !== credentials.password) {
      return refusedBecause({ message: fakeServerMessages.wrongCredentials, account: reference });
    }
    return { ok: true, value: { token: `token-${account.userId}`, user: userOf(account), addressSelected: false } };
  }

  async register(mobileNumber: string): Promise<AuthAnswer<Registration>> {
    this.record({ call: 'register', mobileNumber });
    const existing = this.account(mobileNumber);
    if (existing?.status === 'active') {
      return refusedBecause({
        message: fakeServerMessages.numberTaken,
        account: { userId: existing.userId, status: 'active' },
      });
    }
    if (existing) return { ok: true, value: { userId: existing.userId, userStatus: 'pending' } };
    const created = this.addAccount({ loginId: mobileNumber, status: 'pending', pin: '', fullName: '' });
    return { ok: true, value: { userId: created.userId, userStatus: null } };
  }

  async resendOtp(userId: string): Promise<AuthOutcome> {
    this.record({ call: 'resendOtp', userId });
    const account = this.byId(userId);
    if (!account) return refusedBecause({ message: fakeServerMessages.unknownNumber, account: null });
    account.otp = this.newOtp();
    return { ok: true };
  }

  async verifyOtp(userId: string, otp: string): Promise<AuthAnswer<OtpVerification>> {
    this.record({ call: 'verifyOtp', userId, otp });
    const account = this.byId(userId);
    return account?.otp === otp
      ? { ok: true, value: { signUpToken: signUpTokenOf(userId) } }
      : refusedBecause({ message: fakeServerMessages.wrongOtp, account: null });
  }

  async updateUser(userId: string, profile: ProfileUpdate): Promise<AuthOutcome> {
    this.record({ call: 'updateUser', userId, profile });
    const account = this.byId(userId);
    if (!account) return refusedBecause({ message: fakeServerMessages.unknownNumber, account: null });
    if (profile.signUpToken !== signUpTokenOf(userId)) {
      return refusedBecause({ message: fakeServerMessages.unverified, account: null });
    }
    account.fullName = profile.fullName;
    account.pin = profile.password;
    account.status = 'active';
    return { ok: true };
  }

  async forgotPassword(loginId: string): Promise<AuthOutcome> {
    this.record({ call: 'forgotPassword', loginId });
    const account = this.account(loginId);
    if (!account) return refusedBecause({ message: fakeServerMessages.unknownNumber, account: null });
    account.otp = this.newOtp();
    return { ok: true };
  }

  async resetPassword(request: PinResetRequest): Promise<AuthOutcome> {
    this.record({ call: 'resetPassword', request });
    const account = this.account(request.loginId);
    if (account?.otp !== request.otp) return refusedBecause({ message: fakeServerMessages.wrongOtp, account: null });
    account.pin = request.password;
    return { ok: true };
  }

  async logout(token: string): Promise<void> {
    this.record({ call: 'logout', token });
  }

  private record(call: AuthCall): void {
    this.calls.push(call);
    const failure = this.failure;
    if (failure !== null) {
      this.failure = null;
      throw failure;
    }
  }

  private byId(userId: string): FakeAccount | undefined {
    return this.accounts.find((account) => account.userId === userId);
  }

  private newOtp(): string {
    return String(this.nextOtp++);
  }
}

function refusedBecause(refusal: AuthRefusal): { readonly ok: false; readonly refusal: AuthRefusal } {
  return { ok: false, refusal };
}

function userOf(account: FakeAccount): AccountUser {
  return {
    queryId: account.userId,
    status: account.status,
    fullName: account.fullName,
    mobileNumber: account.loginId,
    industryTypes: [...account.industryTypes],
  };
}
