import type { PhoneNumberProblem } from '@/domain/accounts/phone-number';
import type { PinProblem } from '@/domain/accounts/pin';
import { text, type Localized } from '../i18n/localized';

/** The spec's words for the login form's field rules, so the server's 400 reads like the form. */
export const fieldRuleMessages: Readonly<Record<PhoneNumberProblem | PinProblem, Localized>> = {
  PHONE_REQUIRED: text('account.phoneRequired'),
  PHONE_INVALID: text('account.phoneInvalid'),
  PIN_INVALID: text('account.pinInvalid'),
};

/** Messages of the account calls' refusals and confirmations, shown to the customer as they are. */
export const accountMessages = {
  wrongCredentials: text('account.wrongCredentials'),
  otpSent: text('account.otpSent'),
  otpWrong: text('account.otpWrong'),
  otpExpired: text('account.otpExpired'),
  otpLocked: text('account.otpLocked'),
  otpUsed: text('account.otpUsed'),
  otpThrottled: (seconds: number) => text('account.otpThrottled', { seconds }),
  mobileVerified: text('account.mobileVerified'),
  verifyFirst: text('account.verifyFirst'),
  verificationInvalid: text('account.verificationInvalid'),
  profileSaved: text('account.profileSaved'),
  resetCodeSent: text('account.resetCodeSent'),
  pinReset: text('account.pinReset'),
  loggedOut: text('account.loggedOut'),
} as const;
