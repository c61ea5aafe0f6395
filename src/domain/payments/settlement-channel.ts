import type { PaymentMethod } from './payment-method';
import { mustBePaidBeforePlacing } from './payment-path';

/** One of the user's payment channels (the server's Channel::Cash and Channel::Card). */
export interface PaymentChannel {
  readonly kind: 'cash' | 'card';
  readonly queryId: string;
}

/** What a re-submitted invoice is settled by: the user's channel and the bank card form's session, if any. */
export interface InvoiceSettlement {
  /** null when the user has no channel of the kind needed; the invoice is still sent and the server decides. */
  readonly channelQueryId: string | null;
  readonly sessionId: string | null;
}

const hasSession = (sessionId: string | null): sessionId is string => sessionId !== null && sessionId.trim() !== '';

/**
 * The spec's step 3 of the payment flow: when neither the named bank's tab (step 1) nor a payment initiation
 * (step 2) applies, the invoice is re-submitted on the user's own channel.
 */
export function settlesOnChannel(method: PaymentMethod, payableAmount: number): boolean {
  const opensBank = payableAmount > 0 && method === 'PAYMENT_BY_SONERI';
  return !opensBank && !mustBePaidBeforePlacing(method, payableAmount);
}

/**
 * The settlement of a re-submitted invoice: the card channel when the bank card form gave a session,
 * otherwise the cash channel.
 */
export function invoiceSettlement(channels: readonly PaymentChannel[], sessionId: string | null): InvoiceSettlement {
  const kind = hasSession(sessionId) ? 'card' : 'cash';
  return {
    channelQueryId: channels.find((channel) => channel.kind === kind)?.queryId ?? null,
    sessionId: hasSession(sessionId) ? sessionId : null,
  };
}
