/** A card as a sandbox keeps it: the last four digits and the expiry, never the number or the security code. */
export interface CardOnFile {
  readonly lastFour: string;
  /** MM/YY, as printed on the card. */
  readonly expiry: string;
}

export type CardCheck =
  { readonly ok: true; readonly card: CardOnFile } | { readonly ok: false; readonly message: string };

export interface TypedCard {
  readonly number: string;
  readonly expiry: string;
}

/** Card numbers are 12 to 19 digits; people type them in groups, so spaces and dashes are let through. */
const cardNumberPattern = /^\d{12,19}$/;
const expiryPattern = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** The Luhn check digit test every card number passes; it catches a mistyped digit or two swapped ones. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** The digits of a typed card number, or null when it cannot be one. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return cardNumberPattern.test(digits) && passesLuhn(digits) ? digits : null;
}

/**
 * Whether a card expiring at MM/YY is still valid at now: a card is good through the last day of its month,
 * judged in UTC so the answer does not depend on where the server runs.
 */
export function expiryStillValid(month: number, twoDigitYear: number, now: number): boolean {
  const firstInvalidMonth = Date.UTC(2000 + twoDigitYear, month, 1);
  return now < firstInvalidMonth;
}

/** Checks a typed card; what it answers is all a sandbox may keep of it. */
export function checkCard(typed: TypedCard, now: number): CardCheck {
  const digits = cardDigits(typed.number);
  if (digits === null) return { ok: false, message: 'Please enter a valid card number.' };
  const expiry = expiryPattern.exec(typed.expiry.trim());
  if (expiry === null) return { ok: false, message: 'Please enter the expiry as MM/YY.' };
  const [, month = '', year = ''] = expiry;
  if (!expiryStillValid(Number(month), Number(year), now)) return { ok: false, message: 'Your card has expired.' };
  return { ok: true, card: { lastFour: digits.slice(-4), expiry: `${month}/${year}` } };
}

/** The security code on the back: three digits, four on some cards. */
export function isCardCvc(typed: string): boolean {
  return /^\d{3,4}$/.test(typed.trim());
}
