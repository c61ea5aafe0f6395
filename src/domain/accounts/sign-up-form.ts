import { isCalendarDate } from '../validation/calendar-date';
import { isEmail, isNonEmpty } from '../validation/patterns';
import { pinProblem, type PinProblem } from './pin';

export type OtpProblem = 'OTP_REQUIRED';
export type FullNameProblem = 'FULL_NAME_REQUIRED';
export type EmailProblem = 'EMAIL_INVALID';
export type DobProblem = 'DOB_INVALID';

/** The one-time password's length is the server's business; the form only insists on one being typed. */
export function otpProblem(otp: string): OtpProblem | null {
  return isNonEmpty(otp) ? null : 'OTP_REQUIRED';
}

export interface ProfileForm {
  readonly fullName: string;
  readonly pin: string;
  /** Optional: blank is none. */
  readonly email?: string;
  /** The date of birth as yyyy-mm-dd; optional: blank is none. */
  readonly dob?: string;
}

export interface ProfileFormProblems {
  readonly fullName?: FullNameProblem;
  readonly pin?: PinProblem;
  readonly email?: EmailProblem;
  readonly dob?: DobProblem;
}

/** An optional field as it is sent: trimmed, and none when blank. */
export function optionalProfileField(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Step 3 asks for a name (spaces alone are no name) and a PIN that follows the login rule; an e-mail and a date
 * of birth are optional, but one given must match the pattern library's e-mail and yyyy-mm-dd date.
 */
export function profileFormProblems(form: ProfileForm): ProfileFormProblems | null {
  const fullName: FullNameProblem | null = isNonEmpty(form.fullName) ? null : 'FULL_NAME_REQUIRED';
  const pin = pinProblem(form.pin);
  const email = optionalProfileField(form.email);
  const emailProblem: EmailProblem | null = email === null || isEmail(email) ? null : 'EMAIL_INVALID';
  const dob = optionalProfileField(form.dob);
  const dobProblem: DobProblem | null = dob === null || isCalendarDate(dob) ? null : 'DOB_INVALID';
  const problems: ProfileFormProblems = {
    ...(fullName ? { fullName } : {}),
    ...(pin ? { pin } : {}),
    ...(emailProblem ? { email: emailProblem } : {}),
    ...(dobProblem ? { dob: dobProblem } : {}),
  };
  return Object.keys(problems).length === 0 ? null : problems;
}
