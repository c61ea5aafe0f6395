import type { AccountReference, AccountUser, UserStatus } from '@/domain/accounts/account';
import type { LoginCredentials } from '@/domain/accounts/login-form';

/** The server said no: its message for the customer, and the account it found when it names one. */
export interface AuthRefusal {
  readonly message: string;
  /** From user_status and user_query_id in the refusal; null when the server names no account. */
  readonly account: AccountReference | null;
}

/** An account call's answer: done, or refused with the server's reasons. */
export type AuthOutcome = { readonly ok: true } | { readonly ok: false; readonly refusal: AuthRefusal };

/** An account call's answer that carries a value when it succeeds. */
export type AuthAnswer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: AuthRefusal };

/** A session the server opened: its token (session_ktb_token) and the user it belongs to. */
export interface SignedIn {
  readonly token: string;
  readonly user: AccountUser;
  /** Whether the server has an address selected for the user (its answer's selectedAddressId). */
  readonly addressSelected: boolean;
}

/** What registering a number answers. */
export interface Registration {
  readonly userId: string;
  /** `pending` when the number already had an unfinished registration; null when a new one was created. */
  readonly userStatus: UserStatus | null;
}

/** What a verified OTP answers: the proof the profile step must send (sign_up_token). */
export interface OtpVerification {
  readonly signUpToken: string;
}

/** The profile step 3 saves; email and date of birth are sent only when the form asked for them. */
export interface ProfileUpdate {
  readonly fullName: string;
  readonly password: string;
  /** The proof from verifyOtp that this browser verified the number. */
  readonly signUpToken: string;
  readonly email?: string;
  readonly dob?: string;
}

/** The forgot-PIN flow's second call: the code sent to the number, and the new PIN. */
export interface PinResetRequest {
  readonly loginId: string;
  readonly otp: string;
  readonly password: string;
}

/**
 * The account calls of the customer wallet service. Refusals the customer should read come back as values;
 * a call that cannot be made or answered at all rejects with an AppError.
 */
export interface AuthGateway {
  /** Opens a guest session for a device (users/authenticate_anonymously, device_uuid). */
  authenticateAnonymously(deviceId: string): Promise<SignedIn>;
  /** Logs a customer in with login_id (the number without spaces) and password (the PIN). */
  authenticate(credentials: LoginCredentials): Promise<AuthAnswer<SignedIn>>;
  /** Registers a mobile number, which sends it an OTP (POST users, user{mobile_number}). */
  register(mobileNumber: string): Promise<AuthAnswer<Registration>>;
  /** Sends the user a new OTP (users/{userId}/resend_otp). */
  resendOtp(userId: string): Promise<AuthOutcome>;
  /** Checks the OTP the customer typed (users/{userId}/verify_mobile_otp, mobile_otp). */
  verifyOtp(userId: string, otp: string): Promise<AuthAnswer<OtpVerification>>;
  /** Saves the name and PIN that finish a registration (users/{userId}/update_user). */
  updateUser(userId: string, profile: ProfileUpdate): Promise<AuthOutcome>;
  /** Asks for a PIN reset of a number, which sends it a code (users/forgot_password). */
  forgotPassword(loginId: string): Promise<AuthOutcome>;
  /** Sets a new PIN with the code from forgotPassword (users/reset_password). */
  resetPassword(request: PinResetRequest): Promise<AuthOutcome>;
  /** Ends the session on the server (bearer token, empty body). */
  logout(token: string): Promise<void>;
}
