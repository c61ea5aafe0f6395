import type { FastifyBaseLogger } from 'fastify';
import type { RideStatus } from '@/contract/transport/ride-kinds';
import { isServerLanguage } from '../i18n/server-language';
import type { PushChannel } from '../push/index';
import { ridePushPayload } from './ride-push-payload';
import type { RiderPushSubscriptions } from './store/rider-push-subscriptions';

/** A ride that has just changed, as the push needs it. */
export interface ChangedRide {
  /** The rider who booked it; null for a ride of before riders, which nobody hears of. */
  readonly riderId: number | null;
  readonly queryId: string;
  readonly status: RideStatus;
}

/**
 * Pushes each change of a ride's status to its rider's subscribed browsers. Called after the change is written and
 * never awaited by it: a slow or failing push service cannot delay or undo a ride's change. The endpoint (a
 * capability URL) and keys are never logged.
 */
export class RidePusher {
  /** Each rider's pushes still being sent, by rider id. */
  private readonly underWay = new Map<number, Promise<void>>();

  constructor(
    private readonly subscriptions: RiderPushSubscriptions,
    private readonly channel: Pick<PushChannel, 'push'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  changed(ride: ChangedRide): void {
    const { riderId } = ride;
    if (riderId === null) return;
    // One rider's pushes go out one change after another, so "cancelled" never overtakes "searching" on the way
    // out, and a subscription found gone is dropped before the next change is sent.
    const previous = this.underWay.get(riderId) ?? Promise.resolve();
    const next = previous
      .then(() => this.push(riderId, ride))
      .catch((error: unknown) =>
        this.log.error({ err: error instanceof Error ? error.name : 'unknown' }, 'Ride push not sent'),
      )
      .finally(() => {
        if (this.underWay.get(riderId) === next) this.underWay.delete(riderId);
      });
    this.underWay.set(riderId, next);
  }

  private async push(riderId: number, ride: ChangedRide): Promise<void> {
    const targets = await this.subscriptions.ofRider(riderId);
    await Promise.all(
      targets.map(async (target) => {
        const payload = ridePushPayload(
          ride.queryId,
          ride.status,
          isServerLanguage(target.language) ? target.language : 'en',
        );
        if (payload === null) return;
        const outcome = await this.channel.push(target, JSON.stringify(payload));
        if (outcome === 'gone') await this.subscriptions.drop(target.endpoint);
        // The ride, never the endpoint: the endpoint is the subscription's secret.
        if (outcome === 'failed') this.log.warn({ ride: ride.queryId }, 'A push service refused a ride push');
      }),
    );
  }
}
