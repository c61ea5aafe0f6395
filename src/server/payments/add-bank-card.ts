import { checkCard, type CardRefusal, type TypedCard } from './card-check';
import { newCardToken } from './payment-intent-ids';
import type { PaymentsContext } from './payments-context';
import type { BankCardSessionRow } from './store/bank-card-sessions';

export type BankCardAddition =
  /** The card is kept under `cardToken`, which the storefront pays with; only its last four digits and expiry. */
  | { readonly outcome: 'added'; readonly cardToken: string; readonly lastFour: string }
  | { readonly outcome: 'card_refused'; readonly refusal: CardRefusal }
  /** The form already took its one card, perhaps in a concurrent request. */
  | { readonly outcome: 'already_added' };

/**
 * Takes the card typed on an open bank card form, like a real bank's page: the number is checked here and only
 * the last four digits and the expiry are kept, under a new card token. A form takes one card.
 */
export async function addBankCard(
  context: Pick<PaymentsContext, 'clock' | 'bankCards'>,
  form: BankCardSessionRow,
  typed: TypedCard,
): Promise<BankCardAddition> {
  if (form.submittedAt !== null) return { outcome: 'already_added' };
  const now = context.clock();
  const checked = checkCard(typed, now);
  if (!checked.ok) return { outcome: 'card_refused', refusal: checked.refusal };
  const cardToken = newCardToken();
  if (!(await context.bankCards.submit(form.sessionId, cardToken, checked.card, new Date(now)))) {
    return { outcome: 'already_added' };
  }
  return { outcome: 'added', cardToken, lastFour: checked.card.lastFour };
}
