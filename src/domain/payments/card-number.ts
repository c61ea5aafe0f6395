// The card rules the payment sandboxes apply, kept beside the other payment rules: pure, and without the words
// a page shows (those belong to the page that shows them).

/** Card numbers are 12 to 19 digits; people type them in groups, so spaces and dashes are let through. */
const cardNumberPattern = /^\d{12,19}$/;

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

/** The security code on the back: three digits, four on some cards. */
export function isCardCvc(typed: string): boolean {
  return /^\d{3,4}$/.test(typed.trim());
}
