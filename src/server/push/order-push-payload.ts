import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { text, type Localized } from '../i18n/localized';
import type { ServerLanguage } from '../i18n/server-language';

/**
 * What a push says, written in the subscriber's language before it leaves the server: the service worker shows
 * title and body as they are and hands the rest to the open page, which applies the status without asking again.
 */
export interface OrderPushPayload {
  readonly kind: 'order';
  readonly orderId: string;
  readonly merchantId: string;
  readonly status: string;
  readonly title: string;
  readonly body: string;
}

const statusTexts: Readonly<Record<string, Localized>> = {
  order_pending: text('push.orderPending'),
  order_confirmed: text('push.orderConfirmed'),
  order_dispatched: text('push.orderDispatched'),
  order_delivered: text('push.orderDelivered'),
  order_cancelled: text('push.orderCancelled'),
};

/** The push of an order status event, or null for an event that is not a status the customer is told of. */
export function orderPushPayload(event: RealtimeEvent, language: ServerLanguage): OrderPushPayload | null {
  const body = statusTexts[event.status];
  if (body === undefined) return null;
  return {
    kind: 'order',
    orderId: event.invoiceQueryId,
    merchantId: event.merchantQueryId,
    status: event.status,
    title: text('push.orderTitle')(language),
    body: body(language),
  };
}
