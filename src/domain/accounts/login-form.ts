import { phoneLoginId, phoneNumberProblem, type PhoneNumberProblem } from './phone-number';
import { pinProblem, type PinProblem } from './pin';

/** What the customer typed into the login dialog. */
export interface LoginForm {
  readonly mobileNumber: string;
  readonly pin: string;
}

/** The login payload: login_id is the mobile number without spaces, password the PIN. */
export interface LoginCredentials {
  readonly loginId: string;
  readonly password: string;
}

export interface LoginFormProblems {
  readonly mobileNumber?: PhoneNumberProblem;
  readonly pin?: PinProblem;
}

export type LoginFormCheck =
  | { readonly ok: true; readonly credentials: LoginCredentials }
  | { readonly ok: false; readonly reason: 'INVALID_FORM'; readonly problems: LoginFormProblems };

/** Both fields are judged at once, so the dialog can show every field's message together. */
export function checkLoginForm(form: LoginForm): LoginFormCheck {
  const mobileNumber = phoneNumberProblem(form.mobileNumber);
  const pin = pinProblem(form.pin);
  if (mobileNumber === null && pin === null) {
    return { ok: true, credentials: { loginId: phoneLoginId(form.mobileNumber), password: form.pin } };
  }
  return {
    ok: false,
    reason: 'INVALID_FORM',
    problems: { ...(mobileNumber ? { mobileNumber } : {}), ...(pin ? { pin } : {}) },
  };
}
