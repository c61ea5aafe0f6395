import type { AccountReference, UserStatus } from './account';
import { phoneLoginId } from './phone-number';

/**
 * Where the sign-up flow stands: 1 mobile number (or resend OTP), 2 verify OTP, 3 name and PIN.
 * -1 means the number already belongs to an active account: the customer logs in instead of signing up.
 */
export type SignUpStep = -1 | 1 | 2 | 3;

export interface SignUpState {
  readonly step: SignUpStep;
  /** The user the OTP and profile calls are about, once the server has named one. */
  readonly userId: string | null;
  /** The number as the field shows it (masked), remembered for the automatic login at the end. */
  readonly mobileNumber: string | null;
  /**
   * The proof the server handed out for the verified OTP, which step 3 sends with name and PIN: only the
   * browser that verified the number may finish its registration. Kept in memory only, for step 3.
   */
  readonly signUpToken: string | null;
  /** Step 1 offers to resend the OTP to an unfinished registration instead of registering the number again. */
  readonly otpSend: boolean;
  /** Step 3 succeeded: the account is registered and the flow is over. */
  readonly finished: boolean;
  /** Set when the flow finished with a PIN and a mobile number: log in with this login id and that PIN. */
  readonly autoLoginId: string | null;
}

export type SignUpEvent =
  /** Step 1's registration call succeeded. `userStatus` is `pending` when the number had an unfinished registration. */
  | {
      readonly type: 'registered';
      readonly userId: string;
      readonly userStatus: UserStatus | null;
      readonly mobileNumber: string;
    }
  /** Step 1's resend-OTP call succeeded. */
  | { readonly type: 'otpResent' }
  /** Step 2's verification succeeded, and the server handed out this proof of it. */
  | { readonly type: 'otpVerified'; readonly signUpToken: string }
  /** Step 3's profile call succeeded with this PIN. The PIN is not kept in the state. */
  | { readonly type: 'profileSaved'; readonly pin: string }
  /** A login or registration was refused, and the server named the account's status and id. */
  | { readonly type: 'accountFound'; readonly account: AccountReference; readonly mobileNumber: string | null }
  | { readonly type: 'back' }
  | { readonly type: 'reset' };

export const initialSignUpState: SignUpState = {
  step: 1,
  userId: null,
  mobileNumber: null,
  signUpToken: null,
  otpSend: false,
  finished: false,
  autoLoginId: null,
};

/**
 * Back goes one step back, except from 3, which goes back two: an OTP that was verified cannot be verified
 * again. Nothing comes before step 1, so back stays there (the screen itself leaves the flow); from -1 it
 * starts over at step 1, so that another number can be entered.
 */
const stepBefore: Readonly<Record<2 | 3, SignUpStep>> = { 2: 1, 3: 1 };

/**
 * The sign-up machine. It starts at step 1 and advances on each step's success, except when step 1's
 * registration answers with a pending user: the flow then stays at step 1, offering to resend the OTP to
 * that user. After step 3 it is finished, and when it has both a PIN and a mobile number the customer is
 * logged in automatically with the number without its spaces. A refused login or registration that names a
 * pending account restarts the flow at step 1 with an OTP send; one that names an active account goes to -1.
 * An event that does not belong to the current step leaves the state as it is, and so does everything but
 * reset once the flow is finished.
 */
export function nextSignUpState(state: SignUpState, event: SignUpEvent): SignUpState {
  if (event.type === 'reset') return initialSignUpState;
  if (state.finished) return state;
  switch (event.type) {
    case 'registered':
      if (state.step !== 1) return state;
      return event.userStatus === 'pending'
        ? { ...state, step: 1, userId: event.userId, mobileNumber: event.mobileNumber, otpSend: true }
        : { ...state, step: 2, userId: event.userId, mobileNumber: event.mobileNumber, otpSend: false };
    case 'otpResent':
      return state.step === 1 && state.otpSend ? { ...state, step: 2 } : state;
    case 'otpVerified':
      return state.step === 2 ? { ...state, step: 3, signUpToken: event.signUpToken } : state;
    case 'profileSaved':
      if (state.step !== 3) return state;
      return {
        ...state,
        signUpToken: null,
        finished: true,
        autoLoginId: event.pin.length > 0 && state.mobileNumber ? phoneLoginId(state.mobileNumber) : null,
      };
    case 'accountFound':
      return {
        ...initialSignUpState,
        step: event.account.status === 'pending' ? 1 : -1,
        userId: event.account.userId,
        mobileNumber: event.mobileNumber,
        otpSend: event.account.status === 'pending',
      };
    case 'back':
      if (state.step === -1) return initialSignUpState;
      // The proof was spent or is for a verification the customer is going back past.
      return state.step === 1 ? state : { ...state, step: stepBefore[state.step], signUpToken: null };
  }
}
