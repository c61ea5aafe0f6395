import { eq } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import type { ServerLanguage } from '../../i18n/server-language';
import { riderPushSubscriptions } from '../transport-schema';

export type RiderPushSubscriptionRow = typeof riderPushSubscriptions.$inferSelect;

export interface NewRiderPushSubscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly language: ServerLanguage;
}

/** The riders' browsers' push subscriptions, found by the rider whose rides they hear of. */
export class RiderPushSubscriptions {
  constructor(private readonly db: ServerDatabase) {}

  /** Keeps it for the rider; an endpoint subscribed again (new keys, language or rider) replaces its row. */
  async save(riderId: number, subscription: NewRiderPushSubscription, at: Date): Promise<void> {
    const values = { ...subscription, riderId, subscribedAt: at };
    await this.db
      .insert(riderPushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: riderPushSubscriptions.endpoint, set: values });
  }

  async ofRider(riderId: number): Promise<RiderPushSubscriptionRow[]> {
    return this.db.select().from(riderPushSubscriptions).where(eq(riderPushSubscriptions.riderId, riderId));
  }

  async drop(endpoint: string): Promise<void> {
    await this.db.delete(riderPushSubscriptions).where(eq(riderPushSubscriptions.endpoint, endpoint));
  }
}
