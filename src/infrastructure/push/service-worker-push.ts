import { realtimeEventTypes } from '@/contract/realtime/realtime-event.contract';
import type { PushMessageDto } from '@/contract/realtime/push-message.contract';
import { paymentSuccessPath } from '@/domain/payments/payment-success';
import * as z from 'zod/mini';
import { boundedText, nonEmptyText, textLimits } from '@/contract/common/fields';
import { rideStatuses } from '@/contract/transport/ride-kinds';
import { ridePagePath, rideNewsModuleCode, rideStatusChangedType } from '@/domain/transport/ride-news';

/** The reference server's push (src/server/push/order-push-payload.ts), already in the customer's language. */
const orderPushSchema = z.object({
  kind: z.literal('order'),
  orderId: nonEmptyText(200),
  merchantId: nonEmptyText(200),
  status: nonEmptyText(64),
  title: nonEmptyText(textLimits.name),
  body: boundedText(textLimits.message),
});

/** The reference server's ride push (src/server/transport/ride-push-payload.ts), in the rider's language. */
const ridePushSchema = z.object({
  kind: z.literal('ride'),
  rideId: nonEmptyText(200),
  status: z.enum(rideStatuses),
  title: nonEmptyText(textLimits.name),
  body: boundedText(textLimits.message),
});

/** The spec's module code of an order's status message (its module_type says which event). */
const orderModuleCode = 'ORDER';

/** What the service worker does with one push: the notification it shows and the message the open pages get. */
export interface ReceivedPush {
  readonly title: string;
  readonly body: string;
  /** The order's or ride's page, opened or focused when the notification is clicked. */
  readonly url: string;
  /** One notification per order or ride: a newer status replaces the older one. */
  readonly tag: string;
  readonly message: PushMessageDto;
}

function parsedJson(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
}

/** The push's text as the order or ride push it is; null for any other (the worker then shows nothing of it). */
export function receivedPush(text: string | null | undefined): ReceivedPush | null {
  const data = parsedJson(text);
  return receivedOrderPush(data) ?? receivedRidePush(data);
}

/**
 * A ride's push: its notification opens the ride's page, and the message tells an open one to ask for the ride at
 * once (the ride's driver is not in the push).
 */
function receivedRidePush(data: unknown): ReceivedPush | null {
  const parsed = ridePushSchema.safeParse(data);
  if (!parsed.success) return null;
  const push = parsed.data;
  return {
    title: push.title,
    body: push.body,
    url: ridePagePath(push.rideId),
    tag: `ride:${push.rideId}`,
    message: {
      module_code: rideNewsModuleCode,
      module_type: rideStatusChangedType,
      query_id: push.rideId,
      status: push.status,
    },
  };
}

function receivedOrderPush(data: unknown): ReceivedPush | null {
  const parsed = orderPushSchema.safeParse(data);
  if (!parsed.success) return null;
  const push = parsed.data;
  return {
    title: push.title,
    body: push.body,
    url: paymentSuccessPath({ invoiceQueryId: push.orderId, tradeTypeId: null }),
    tag: `order:${push.orderId}`,
    message: {
      module_code: orderModuleCode,
      module_type: realtimeEventTypes.orderStatusChanged,
      query_id: push.orderId,
      status: push.status,
      merchant_query_id: push.merchantId,
    },
  };
}

/** The page among the open ones that shows this address (path and query), to focus instead of opening another. */
export function pageShowing<T extends { readonly url: string }>(pages: readonly T[], url: string): T | undefined {
  return pages.find((page) => {
    const address = new URL(page.url);
    return address.pathname + address.search === url;
  });
}
