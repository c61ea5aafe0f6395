import { phoneLoginId, phoneNumberProblem } from '@/domain/accounts/phone-number';
import { pinProblem } from '@/domain/accounts/pin';
import { fieldRuleMessages } from './account-messages';
import { fieldError } from '../http/field-error';

/**
 * The number as the server keeps it ("+923001234567"), once the domain's phone rule accepts it.
 * @throws BadRequestError naming `field` with the form's message.
 */
export function acceptedLoginId(field: string, value: string): string {
  const problem = phoneNumberProblem(value);
  if (problem !== null) throw fieldError(field, fieldRuleMessages[problem]);
  return phoneLoginId(value);
}

/**
 * @throws BadRequestError naming `field` when the PIN breaks the domain's PIN rule (6 letters or digits).
 */
export function requireValidPin(field: string, pin: string): void {
  const problem = pinProblem(pin);
  if (problem !== null) throw fieldError(field, fieldRuleMessages[problem]);
}
