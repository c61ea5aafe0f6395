import { eq } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { pushSubscriptions } from '../push-schema';
import { users } from '../../shared/session/session-schema';
import type { ServerLanguage } from '../../i18n/server-language';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly language: ServerLanguage;
}

/** The browsers' push subscriptions, found by the user whose orders they hear of. */
export class PushSubscriptionRepository {
  constructor(private readonly db: ServerDatabase) {}

  /**
   * Keeps the subscription for the user. An endpoint is one browser's: subscribing it again (new keys, another
   * language, another user signed in on that browser) replaces the row, so a browser never hears of two users.
   */
  async save(userId: number, subscription: NewPushSubscription, at: Date): Promise<void> {
    const values = { ...subscription, userId, subscribedAt: at };
    await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  }

  /** The subscriptions of the user with this query id; none for an unknown one. */
  async ofUser(userQueryId: string): Promise<PushSubscriptionRow[]> {
    return this.db
      .select({
        endpoint: pushSubscriptions.endpoint,
        userId: pushSubscriptions.userId,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        language: pushSubscriptions.language,
        subscribedAt: pushSubscriptions.subscribedAt,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(users.queryId, userQueryId));
  }

  async drop(endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  }
}
