import { cardDigits, expiryStillValid } from '@/domain/payment/card-number';

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

const expiryPattern = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

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
