import { cardDigits, expiryStillValid } from '@/domain/payments/card-number';
import type { CheckoutPageTextKey } from './checkout-page-texts';

/** A card as a sandbox keeps it: the last four digits and the expiry, never the number or the security code. */
export interface CardOnFile {
  readonly lastFour: string;
  /** MM/YY, as printed on the card. */
  readonly expiry: string;
}

/** What is wrong with a typed card, as the text the page shows in its reader's language (checkout-page-texts.ts). */
export type CardRefusal = Extract<CheckoutPageTextKey, 'card.invalidNumber' | 'card.expiryFormat' | 'card.expired'>;

export type CardCheck =
  { readonly ok: true; readonly card: CardOnFile } | { readonly ok: false; readonly refusal: CardRefusal };

export interface TypedCard {
  readonly number: string;
  readonly expiry: string;
}

const expiryPattern = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** Checks a typed card; what it answers is all a sandbox may keep of it. */
export function checkCard(typed: TypedCard, now: number): CardCheck {
  const digits = cardDigits(typed.number);
  if (digits === null) return { ok: false, refusal: 'card.invalidNumber' };
  const expiry = expiryPattern.exec(typed.expiry.trim());
  if (expiry === null) return { ok: false, refusal: 'card.expiryFormat' };
  const [, month = '', year = ''] = expiry;
  if (!expiryStillValid(Number(month), Number(year), now)) return { ok: false, refusal: 'card.expired' };
  return { ok: true, card: { lastFour: digits.slice(-4), expiry: `${month}/${year}` } };
}
