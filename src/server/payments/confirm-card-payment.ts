import { endedBefore, type CardCheckoutEnd } from './cancel-card-payment';
import { checkPayingCard, type PayingCard } from './check-paying-card';
import type { CheckoutPageTextKey } from './checkout-page-texts';
import type { PaymentsContext } from './payments-context';
import { settlePayment } from './settle-payment';
import type { CardPaymentIntentRow } from './store/card-payment-intents';
import type { PaymentInvoice } from './store/payment-invoices';

/** The card as typed on the checkout page. */
export type CheckoutCard = PayingCard;

export type CardConfirmation =
  | { readonly outcome: 'paid' }
  | CardCheckoutEnd
  /** The card itself was refused: the customer may type another (`declined`: the card was read, and said no). */
  | { readonly outcome: 'card_refused'; readonly refusal: CheckoutPageTextKey; readonly declined: boolean }
  /** The order no longer takes this payment: paid, cancelled or repriced meanwhile, or its stock ran out. */
  | { readonly outcome: 'not_taken'; readonly reason: 'order_no_longer' | 'out_of_stock' | 'already_paid' };

/**
 * Confirms the sandbox card payment of an invoice: a valid card marks the intent succeeded and pays the invoice
 * through the same settlement as the card terminal (placed once, the customer's stream told); confirming again
 * charges nothing more. The intent is claimed before the invoice is paid, so two confirmations at once pay once;
 * when the settlement does not take the payment, the claim is undone. Only the card's last four digits and expiry
 * are kept.
 */
export async function confirmCardPayment(
  context: PaymentsContext,
  intent: CardPaymentIntentRow,
  target: PaymentInvoice,
  card: CheckoutCard,
): Promise<CardConfirmation> {
  const ended = endedBefore(intent);
  if (ended !== null) return ended;
  const { invoice } = target;
  if (invoice.paidAt !== null || invoice.status === 'order_cancelled' || invoice.payable !== intent.amount) {
    // The invoice was paid another way, cancelled, or repriced since the payment started: this one cannot be it.
    await context.intents.cancel(intent.id);
    return { outcome: 'not_taken', reason: 'order_no_longer' };
  }
  const now = context.clock();
  const checked = checkPayingCard(card, now);
  if (!checked.ok) return { outcome: 'card_refused', refusal: checked.refusal, declined: checked.declined };
  const confirmedAt = new Date(now);
  if (!(await context.intents.claimSuccess(intent.id, checked.card, confirmedAt))) {
    // Another confirmation of the same intent settled it first.
    const settled = await context.intents.find(intent.id);
    return settled?.status === 'succeeded' ? { outcome: 'succeeded_before' } : { outcome: 'cancelled_before' };
  }
  const settlement = await settlePayment(context, target, { announcePayment: true });
  if (settlement.outcome === 'unavailable') {
    await context.intents.undoSuccess(intent.id, confirmedAt, 'requires_confirmation');
    return { outcome: 'not_taken', reason: 'out_of_stock' };
  }
  if (settlement.outcome === 'already_paid') {
    await context.intents.undoSuccess(intent.id, confirmedAt, 'canceled');
    return { outcome: 'not_taken', reason: 'already_paid' };
  }
  return { outcome: 'paid' };
}
