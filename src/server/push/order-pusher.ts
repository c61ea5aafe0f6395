import type { FastifyBaseLogger } from 'fastify';
import { realtimeEventTypes, type RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { isServerLanguage } from '../i18n/server-language';
import type { OrderStatusListener } from '../order-events/index';
import { orderPushPayload } from './order-push-payload';
import type { PushSubscriptionRepository } from './store/push-subscription-repository';
import type { VapidKeys } from '../config/vapid-keys';
import type { SendPush } from './push-channel';
import { sendWebPush } from './web-push-sender';

/**
 * Pushes each order status change to the subscribed browsers of the order's customer. Called after the change is
 * committed and never awaited by it: a slow or failing push service cannot delay or undo a status change. The
 * endpoint (a capability URL) and keys are never logged.
 */
export class OrderPusher {
  private keys: VapidKeys | null = null;
  /** Each customer's pushes still being sent, by user query id. */
  private readonly underWay = new Map<string, Promise<void>>();

  constructor(
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly send: SendPush = sendWebPush,
  ) {}

  /** Until the push module gives the server's keys, nothing is pushed (a server without that module). */
  useKeys(keys: VapidKeys): void {
    this.keys = keys;
  }

  /** The listener to put after the real-time hub's. */
  readonly listener: OrderStatusListener = (userQueryId, event) => {
    const keys = this.keys;
    if (event.type !== realtimeEventTypes.orderStatusChanged || keys === null) return;
    // One customer's pushes go out one change after another, so "confirmed" never overtakes "dispatched" on the
    // way out and a subscription found gone is dropped before the next change is sent.
    const previous = this.underWay.get(userQueryId) ?? Promise.resolve();
    const next = previous
      .then(() => this.push(keys, userQueryId, event))
      .catch((error: unknown) =>
        this.log.error({ err: error instanceof Error ? error.name : 'unknown' }, 'Order push not sent'),
      )
      .finally(() => {
        if (this.underWay.get(userQueryId) === next) this.underWay.delete(userQueryId);
      });
    this.underWay.set(userQueryId, next);
  };

  private async push(keys: VapidKeys, userQueryId: string, event: RealtimeEvent): Promise<void> {
    const targets = await this.subscriptions.ofUser(userQueryId);
    await Promise.all(
      targets.map(async (target) => {
        const payload = orderPushPayload(event, isServerLanguage(target.language) ? target.language : 'en');
        if (payload === null) return;
        const outcome = await this.send(keys, target, JSON.stringify(payload)).catch(() => 'failed' as const);
        if (outcome === 'gone') await this.subscriptions.drop(target.endpoint);
        // The invoice, never the endpoint: the endpoint is the subscription's secret.
        if (outcome === 'failed') this.log.warn({ invoice: event.invoiceQueryId }, 'A push service refused a push');
      }),
    );
  }
}
