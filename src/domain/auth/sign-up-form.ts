import { isNonEmpty } from '../validation/patterns';
import { pinProblem, type PinProblem } from './pin';

export type OtpProblem = 'OTP_REQUIRED';
export type FullNameProblem = 'FULL_NAME_REQUIRED';

/** The one-time password's length is the server's business; the form only insists on one being typed. */
export function otpProblem(otp: string): OtpProblem | null {
  return isNonEmpty(otp) ? null : 'OTP_REQUIRED';
}

export interface ProfileForm {
  readonly fullName: string;
  readonly pin: string;
}

export interface ProfileFormProblems {
  readonly fullName?: FullNameProblem;
  readonly pin?: PinProblem;
}

/** Step 3 asks for a name (spaces alone are no name) and a PIN that follows the login rule. */
export function profileFormProblems(form: ProfileForm): ProfileFormProblems | null {
  const fullName: FullNameProblem | null = isNonEmpty(form.fullName) ? null : 'FULL_NAME_REQUIRED';
  const pin = pinProblem(form.pin);
  if (fullName === null && pin === null) return null;
  return { ...(fullName ? { fullName } : {}), ...(pin ? { pin } : {}) };
}
