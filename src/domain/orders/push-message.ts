import { networkCardSuccessStatus } from '../payments/network-card';
import type { OrderSummary } from './order-summary';
import { cardPaymentSucceededType, type OrderStatusUpdate } from './status-update';

/** A push or service-worker message: the spec's module_code, module_type and query_id. */
export interface PushMessage {
  readonly moduleCode: string;
  /** The kind of event, in the real-time stream's words (its `type`). */
  readonly moduleType: string;
  /** The invoice the message is about. */
  readonly queryId: string;
  /** The change itself, when the message carries it (the app's service worker adds it): nothing to read then. */
  readonly carried?: { readonly status: string; readonly merchantQueryId: string };
}

/** The real-time message a push that carries its change stands for; null when it names only the invoice. */
export function statusUpdateCarriedBy(message: PushMessage): OrderStatusUpdate | null {
  if (!message.carried) return null;
  return {
    type: message.moduleType,
    status: message.carried.status,
    invoiceQueryId: message.queryId,
    merchantQueryId: message.carried.merchantQueryId,
  };
}

/**
 * The real-time message a push stands for, so it is handled exactly like an event of the same type. A push
 * names the invoice and the kind of event but carries no status: an order status is the one the server now
 * reports for the invoice; a card-payment push means the provider's success, as its event does.
 */
export function statusUpdateFromPush(
  message: PushMessage,
  order: Pick<OrderSummary, 'queryId' | 'status' | 'merchantQueryId'>,
): OrderStatusUpdate {
  return {
    type: message.moduleType,
    status: message.moduleType === cardPaymentSucceededType ? networkCardSuccessStatus : order.status,
    invoiceQueryId: order.queryId,
    merchantQueryId: order.merchantQueryId,
  };
}
