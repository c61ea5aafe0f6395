import { minorUnitsPerMajorUnit, moneyFromWholeMajorUnits, type Money } from '../pricing/money';

/**
 * A rider tip is a whole amount of the currency's major unit, as the spec states it (Rs 20): the field takes
 * digits only, so there are no cents to lose. It becomes minor units only when it is priced (× 100, exact).
 */
export type Tip = number;

/** The quick options of the tip selector, in major units. */
export const tipPresets: readonly Tip[] = [20, 50, 100];

/** The invoice tip when the customer picks none. */
export const defaultTip: Tip = 0;

/** The largest tip whose minor units are still an exact integer; not a business limit, a number limit. */
const largestTip = Math.floor(Number.MAX_SAFE_INTEGER / minorUnitsPerMajorUnit);

/** The tip line and selector are hidden for the business-to-business user type. */
export function isTipOffered(isBusinessUser: boolean): boolean {
  return !isBusinessUser;
}

/** The tip field accepts digits only; an empty field is no tip. */
export function tipFromInput(text: string): Tip | null {
  if (text === '') return defaultTip;
  if (!/^\d+$/.test(text)) return null;
  const tip = Number(text);
  return tip <= largestTip ? tip : null;
}

/** The tip in minor units, for the order summary. */
export function tipInMinorUnits(tip: Tip): Money {
  return moneyFromWholeMajorUnits(tip);
}

/** A tip the server charged, in minor units, as the whole amount the customer chose. */
export function tipFromMinorUnits(tip: Money): Tip {
  return Math.round(tip / minorUnitsPerMajorUnit);
}
