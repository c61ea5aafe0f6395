import type { PaymentsContext } from './payments-context';
import type { CardPaymentIntentRow } from './store/card-payment-intents';

export type CardCheckoutEnd =
  /** The intent succeeded before this request: nothing more is charged. */
  | { readonly outcome: 'succeeded_before' }
  /** The intent was cancelled before this request: it takes no payment any more. */
  | { readonly outcome: 'cancelled_before' };

/** How an intent already ended reads, or null while it still waits for its confirmation. */
export function endedBefore(intent: Pick<CardPaymentIntentRow, 'status'>): CardCheckoutEnd | null {
  if (intent.status === 'succeeded') return { outcome: 'succeeded_before' };
  if (intent.status === 'canceled') return { outcome: 'cancelled_before' };
  return null;
}

/** The customer cancels the payment at the sandbox checkout; an intent that already ended stays as it ended. */
export async function cancelCardPayment(
  context: Pick<PaymentsContext, 'intents'>,
  intent: CardPaymentIntentRow,
): Promise<CardCheckoutEnd | { readonly outcome: 'cancelled' }> {
  const ended = endedBefore(intent);
  if (ended !== null) return ended;
  await context.intents.cancel(intent.id);
  return { outcome: 'cancelled' };
}
