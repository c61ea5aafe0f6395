/** Step 1 asks for a reset of the PIN of a mobile number; step 2 sets the new PIN with the code sent to it. */
export type ForgotPinStep = 1 | 2;

export interface ForgotPinState {
  readonly step: ForgotPinStep;
  /** The login id (number without spaces) whose PIN is being reset, once step 1 succeeded. */
  readonly loginId: string | null;
  /** Step 2 succeeded: the new PIN is set and the customer can log in with it. */
  readonly finished: boolean;
}

export type ForgotPinEvent =
  | { readonly type: 'resetRequested'; readonly loginId: string }
  | { readonly type: 'pinReset' }
  | { readonly type: 'reset' };

export const initialForgotPinState: ForgotPinState = { step: 1, loginId: null, finished: false };

/**
 * The forgot-PIN machine: it starts at step 1 and advances on success, to step 2 and then to finished.
 * An event of another step leaves the state as it is; reset starts over from anywhere.
 */
export function nextForgotPinState(state: ForgotPinState, event: ForgotPinEvent): ForgotPinState {
  if (event.type === 'reset') return initialForgotPinState;
  if (state.finished) return state;
  if (event.type === 'resetRequested') return state.step === 1 ? { ...state, step: 2, loginId: event.loginId } : state;
  return state.step === 2 ? { ...state, finished: true } : state;
}
