import { minorUnitsPerMajorUnit, type Money } from './money';

/**
 * U+00A0 NO-BREAK SPACE: the Finnish digit group separator (CLDR "fi"), and it keeps "1 234,50" on one line.
 * Finnish is written with U+2212 MINUS SIGN and a decimal comma.
 */
export const finnishGroupSeparator = '\u00a0';
export const finnishMinusSign = '\u2212';
export const finnishDecimalSeparator = ',';

/**
 * A receipt amount in Finnish format with two decimals: 123450 → "1 234,50" (no-break space).
 * Written out rather than through Intl.NumberFormat so every browser and ICU version prints the same
 * characters (CLDR has changed group separators before), and no float division touches the cents.
 */
export function formatReceiptAmount(amount: Money): string {
  const magnitude = Math.abs(amount);
  const whole = Math.floor(magnitude / minorUnitsPerMajorUnit);
  const cents = magnitude % minorUnitsPerMajorUnit;
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, finnishGroupSeparator);
  const sign = amount < 0 ? finnishMinusSign : '';
  return `${sign}${grouped}${finnishDecimalSeparator}${String(cents).padStart(2, '0')}`;
}

const receiptAmountPattern = /^([-\u2212]?)(\d{1,3}(?:[ \u00a0\u202f]?\d{3})*)(?:,(\d{1,2}))?$/;

/**
 * Reads an amount written the Finnish way ("1 234,50", "−0,05", "15") back into minor units. Groups may be
 * separated by a no-break space, a narrow no-break space or a plain space, as people type them.
 * @returns null when the text is not such an amount or does not fit a safe integer.
 */
export function parseReceiptAmount(text: string): Money | null {
  const match = receiptAmountPattern.exec(text.trim());
  if (!match) return null;
  const [, sign = '', grouped = '', decimals = ''] = match;
  const whole = Number(grouped.replace(/[ \u00a0\u202f]/g, ''));
  const amount = whole * minorUnitsPerMajorUnit + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(amount)) return null;
  return sign === '' || amount === 0 ? amount : -amount;
}
