import type { PhoneNumberProblem } from '@/domain/accounts/phone-number';
import type { PinProblem } from '@/domain/accounts/pin';
import type { DobProblem, EmailProblem, FullNameProblem, OtpProblem } from '@/domain/accounts/sign-up-form';

export type AuthProblem = PhoneNumberProblem | PinProblem | OtpProblem | FullNameProblem | EmailProblem | DobProblem;

/**
 * The i18n key of each field message of the login, sign-up and forgot-PIN forms. The spec words the phone
 * and PIN messages; for a missing OTP or name it has none, so those reuse the library's required-field text.
 */
export const authProblemMessageKeys: Readonly<Record<AuthProblem, string>> = {
  PHONE_REQUIRED: 'auth.phoneRequired',
  PHONE_INVALID: 'auth.phoneInvalid',
  PIN_INVALID: 'auth.pinInvalid',
  OTP_REQUIRED: 'validation.nonEmpty',
  FULL_NAME_REQUIRED: 'validation.nonEmpty',
  EMAIL_INVALID: 'validation.email',
  DOB_INVALID: 'validation.date',
};

/** Texts of the account screens that are not field messages. */
export const authTextKeys = {
  loginTitle: 'auth.login.title',
  forgotPinLink: 'auth.login.forgotPin',
  noAccountLink: 'auth.login.noAccount',
  signUpLink: 'auth.login.signUp',
  /** Sign-up step -1: the number already has an active account. */
  accountAlreadyActive: 'auth.signUp.accountAlreadyActive',
  /** Step 1 of an unfinished registration: the customer is offered a new OTP. */
  resendOtp: 'auth.signUp.resendOtp',
  /** The forgot-PIN flow finished. */
  pinChanged: 'auth.forgotPin.pinChanged',
} as const;
