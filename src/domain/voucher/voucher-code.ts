/** Voucher codes are at most 50 characters. */
export const voucherCodeMaxLength = 50;

/**
 * Letters and digits of the Latin alphabet only. Codes are printed and typed, and the spec's pattern library
 * names "letters with Finnish accents" as a separate rule, so ä or é are not voucher code letters.
 */
const voucherCodePattern = /^[A-Za-z0-9]+$/;

export type VoucherCodeRefusal = 'VOUCHER_CODE_REQUIRED' | 'VOUCHER_CODE_INVALID_CHARACTERS' | 'VOUCHER_CODE_TOO_LONG';

export type VoucherCodeCheck = { readonly ok: true } | { readonly ok: false; readonly reason: VoucherCodeRefusal };

/**
 * Whether a code may be sent to the server: required, letters and digits only (no spaces), at most 50
 * characters. Characters are checked before the length, so a long code with a space is told about the space.
 */
export function checkVoucherCode(code: string): VoucherCodeCheck {
  if (code === '') return { ok: false, reason: 'VOUCHER_CODE_REQUIRED' };
  if (!voucherCodePattern.test(code)) return { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' };
  if (code.length > voucherCodeMaxLength) return { ok: false, reason: 'VOUCHER_CODE_TOO_LONG' };
  return { ok: true };
}

/**
 * The voucher field's input filter: a change is kept when the field becomes empty or a valid code, and
 * ignored otherwise, as every filtered text input of the storefront ignores a change that fails.
 */
export function acceptsVoucherCodeInput(text: string): boolean {
  return text === '' || checkVoucherCode(text).ok;
}
