import { nextForgotPinState, type ForgotPinState } from '@/domain/accounts/forgot-pin-flow';
import { phoneLoginId, phoneNumberProblem, type PhoneNumberProblem } from '@/domain/accounts/phone-number';
import { pinProblem, type PinProblem } from '@/domain/accounts/pin';
import { otpProblem, type OtpProblem } from '@/domain/accounts/sign-up-form';
import type { AuthGateway } from '../ports/auth-gateway.port';

export interface ForgotPinProblems {
  readonly mobileNumber?: PhoneNumberProblem;
  readonly otp?: OtpProblem;
  readonly pin?: PinProblem;
}

export type ForgotPinOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'INVALID_FORM'; readonly problems: ForgotPinProblems }
  | { readonly ok: false; readonly reason: 'REFUSED'; readonly message: string }
  | { readonly ok: false; readonly reason: 'WRONG_STEP'; readonly step: ForgotPinState['step'] };

export interface ForgotPinResult {
  readonly state: ForgotPinState;
  readonly outcome: ForgotPinOutcome;
}

/** What step 2 asks for: the code sent to the number and the new PIN. */
export interface NewPinForm {
  readonly otp: string;
  readonly pin: string;
}

/**
 * The customer who forgot the PIN asks for a reset by mobile number (step 1), then sets a new PIN with the
 * code sent to it (step 2). Each action takes the flow's state and answers the next one.
 */
export interface ForgotPin {
  requestReset(state: ForgotPinState, mobileNumber: string): Promise<ForgotPinResult>;
  setNewPin(state: ForgotPinState, form: NewPinForm): Promise<ForgotPinResult>;
}

function invalid(state: ForgotPinState, problems: ForgotPinProblems): ForgotPinResult {
  return { state, outcome: { ok: false, reason: 'INVALID_FORM', problems } };
}

export function createForgotPin(deps: { authGateway: AuthGateway }): ForgotPin {
  return {
    async requestReset(state, mobileNumber) {
      if (state.step !== 1 || state.finished) return { state, outcome: { ok: false, reason: 'WRONG_STEP', step: 1 } };
      const problem = phoneNumberProblem(mobileNumber);
      if (problem) return invalid(state, { mobileNumber: problem });
      const loginId = phoneLoginId(mobileNumber);
      const answer = await deps.authGateway.forgotPassword(loginId);
      if (!answer.ok) return { state, outcome: { ok: false, reason: 'REFUSED', message: answer.refusal.message } };
      return { state: nextForgotPinState(state, { type: 'resetRequested', loginId }), outcome: { ok: true } };
    },

    async setNewPin(state, form) {
      if (state.step !== 2 || state.loginId === null || state.finished) {
        return { state, outcome: { ok: false, reason: 'WRONG_STEP', step: state.step } };
      }
      const otp = otpProblem(form.otp);
      const pin = pinProblem(form.pin);
      if (otp || pin) return invalid(state, { ...(otp ? { otp } : {}), ...(pin ? { pin } : {}) });
      const answer = await deps.authGateway.resetPassword({
        loginId: state.loginId,
        otp: form.otp.trim(),
        password: form.pin,
      });
      if (!answer.ok) return { state, outcome: { ok: false, reason: 'REFUSED', message: answer.refusal.message } };
      return { state: nextForgotPinState(state, { type: 'pinReset' }), outcome: { ok: true } };
    },
  };
}
