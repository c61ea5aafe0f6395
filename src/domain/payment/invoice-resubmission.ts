import type { Money } from '../pricing/money';
import type { InvoiceItem, PayableInvoice } from './payable-invoice';

/** One of the user's payment channels (Channel::Cash, Channel::Card). */
export interface PaymentChannel {
  readonly kind: 'cash' | 'card';
  readonly queryId: string;
}

export type CheckoutType = 'pickup' | 'delivery';

/** What the checkout adds to an invoice when it is sent again to be settled. */
export interface CheckoutDetails {
  readonly voucherId: string | null;
  readonly note: string;
  readonly tip: Money;
  readonly checkoutType: CheckoutType;
  readonly addressId: string | null;
  readonly recipientName: string | null;
  readonly recipientPhoneNumber: string | null;
  readonly saveCard: boolean;
}

/** The spec's defaults: no tip, pickup, and the card is not saved. */
export const defaultCheckoutDetails: CheckoutDetails = {
  voucherId: null,
  note: '',
  tip: 0,
  checkoutType: 'pickup',
  addressId: null,
  recipientName: null,
  recipientPhoneNumber: null,
  saveCard: false,
};

/** The invoice re-submission payload: the invoice settled by one of the user's channels. */
export interface InvoiceResubmission extends CheckoutDetails {
  readonly invoiceQueryId: string;
  readonly items: readonly InvoiceItem[];
  readonly sessionId: string | null;
  /** null when the user has no channel of the kind needed; the invoice is still sent and the server decides. */
  readonly channelQueryId: string | null;
}

function hasSession(sessionId: string | null): sessionId is string {
  return sessionId !== null && sessionId.trim() !== '';
}

/**
 * The channel that settles a re-submitted invoice: the card channel when the bank card form gave a session,
 * otherwise the cash channel.
 */
export function settlementChannel(channels: readonly PaymentChannel[], sessionId: string | null): string | null {
  const kind = hasSession(sessionId) ? 'card' : 'cash';
  return channels.find((channel) => channel.kind === kind)?.queryId ?? null;
}

export function invoiceResubmission(
  invoice: PayableInvoice,
  checkout: CheckoutDetails,
  sessionId: string | null,
  channels: readonly PaymentChannel[],
): InvoiceResubmission {
  return {
    ...checkout,
    invoiceQueryId: invoice.queryId,
    items: invoice.items,
    sessionId: hasSession(sessionId) ? sessionId : null,
    channelQueryId: settlementChannel(channels, sessionId),
  };
}
