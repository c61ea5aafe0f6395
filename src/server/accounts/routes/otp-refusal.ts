import type { OtpVerdict } from '../otp-rules';
import { accountMessages } from '../account-messages';
import { fieldError } from '../../http/field-error';

/**
 * The 400 for a code that was not accepted, naming the field the code came in.
 * Unknown and wrong codes read alike, so the answer never tells whether a code was ever sent.
 */
export function otpRefusal(field: string, verdict: Exclude<OtpVerdict, { kind: 'ACCEPTED' }>) {
  switch (verdict.kind) {
    case 'MISSING':
      return fieldError(field, accountMessages.otpWrong);
    case 'WRONG':
      return fieldError(field, verdict.attemptsLeft === 0 ? accountMessages.otpLocked : accountMessages.otpWrong);
    case 'EXPIRED':
      return fieldError(field, accountMessages.otpExpired);
    case 'LOCKED':
      return fieldError(field, accountMessages.otpLocked);
    case 'USED':
      return fieldError(field, accountMessages.otpUsed);
  }
}
