import type { PhoneNumberProblem } from '@/domain/auth/phone-number';
import type { PinProblem } from '@/domain/auth/pin';

/** The spec's words for the login form's field rules, so the server's 400 reads like the form. */
export const fieldRuleMessages: Readonly<Record<PhoneNumberProblem | PinProblem, string>> = {
  PHONE_REQUIRED: 'Please Enter Phone No',
  PHONE_INVALID: 'Phone No is not valid',
  PIN_INVALID: 'Please Enter Your 6 Digit Pin or password',
};

/** Messages of the account calls' refusals, shown to the customer as they are. */
export const accountMessages = {
  // One message for an unknown number and a wrong PIN, so the answer does not tell which numbers exist.
  wrongCredentials: 'The mobile number or PIN is not correct',
  registrationPending: 'Your registration is not finished. Verify your mobile number to continue.',
  otpSent: 'A one-time password was sent to your mobile number',
  otpWrong: 'The one-time password is not correct',
  otpExpired: 'The one-time password has expired. Ask for a new one.',
  otpLocked: 'Too many wrong one-time passwords. Ask for a new one.',
  otpUsed: 'This one-time password was already used. Ask for a new one.',
  otpThrottled: (seconds: number) =>
    `A one-time password was sent a moment ago. You can ask for a new one in ${seconds} seconds.`,
  mobileVerified: 'Your mobile number is verified',
  verifyFirst: 'Verify your mobile number first',
  verificationInvalid: 'Your mobile number verification has expired or was already used. Verify the number again.',
  profileSaved: 'Your account is ready',
  resetCodeSent: 'If this number is registered, a one-time password was sent to it',
  pinReset: 'Your PIN was changed. You can log in with it now.',
  loggedOut: 'Logged out',
} as const;
