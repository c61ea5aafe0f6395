import type { FieldRules } from '../validation/field-rules';
import { applyMask, maskLength, type Mask } from '../validation/mask';

/**
 * Pakistan's country code, a 3-digit operator code and a 7-digit subscriber number: "+92 300 1234567".
 * Every character counts towards the length, the "+", the country code and both spaces included:
 * 3 ("+92") + 1 (space) + 3 + 1 (space) + 7 = 15.
 */
export const phoneMask: Mask = '+92 ### #######';

/** The field's maximum length: exactly one fully filled mask. */
export const phoneNumberMaxLength = maskLength(phoneMask);

export const phoneNumberFieldRules: FieldRules = { mask: phoneMask, maxLength: phoneNumberMaxLength };

/** The mobile number as the field shows it; see applyMask for what happens to spaces, dashes and extra digits. */
export function maskPhoneNumber(input: string): string {
  return applyMask(phoneMask, input);
}

export type PhoneNumberProblem = 'PHONE_REQUIRED' | 'PHONE_INVALID';

/**
 * A number is required, and valid only when its masked form has at least 15 characters, i.e. the mask is
 * filled: "+92 300 123456" (14) is not valid, "+92 300 1234567" (15) is. The value is masked first, so a
 * number pasted with dashes or without the country code is judged by what the field would show, and a
 * 16th character can never make a number valid or invalid: the mask drops it.
 */
export function phoneNumberProblem(value: string): PhoneNumberProblem | null {
  const masked = maskPhoneNumber(value);
  if (masked.length === 0) return 'PHONE_REQUIRED';
  return masked.length >= phoneNumberMaxLength ? null : 'PHONE_INVALID';
}

/** The login_id sent to the server: the masked number without its spaces, "+923001234567" (13 characters). */
export function phoneLoginId(value: string): string {
  return maskPhoneNumber(value).replace(/\s/gu, '');
}
