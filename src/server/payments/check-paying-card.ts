import { cardDigits, isCardCvc } from '@/domain/payments/card-number';
import { checkCard, type CardOnFile } from './card-check';
import type { CheckoutPageTextKey } from './checkout-page-texts';
import { isDeclinedCard } from './stripe-test-cards';

/** A card as typed on a checkout page, to pay with now. */
export interface PayingCard {
  readonly card_number: string;
  readonly card_expiry: string;
  readonly card_cvc: string;
}

export type PayingCardCheck =
  | { readonly ok: true; readonly card: CardOnFile }
  /** `declined`: the card is well formed, and the sandbox's bank said no (one of the test cards that decline). */
  | { readonly ok: false; readonly refusal: CheckoutPageTextKey; readonly declined: boolean };

/**
 * Checks a card typed to pay: its number and expiry, its security code, then whether the sandbox declines it. The
 * order's checkout and a ride's payment ask the same of a card, in the same order, so they refuse it alike.
 */
export function checkPayingCard(typed: PayingCard, now: number): PayingCardCheck {
  const checked = checkCard({ number: typed.card_number, expiry: typed.card_expiry }, now);
  if (!checked.ok) return { ok: false, refusal: checked.refusal, declined: false };
  if (!isCardCvc(typed.card_cvc)) return { ok: false, refusal: 'card.cvc', declined: false };
  if (isDeclinedCard(cardDigits(typed.card_number) ?? ''))
    return { ok: false, refusal: 'card.declined', declined: true };
  return checked;
}
