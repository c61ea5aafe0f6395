import { and, eq } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { ridePaymentIntents } from '../transport-schema';
import type { CardOnFile } from '../../payments/index';

export type RidePaymentIntentRow = typeof ridePaymentIntents.$inferSelect;

export interface NewRidePaymentIntent {
  readonly id: string;
  readonly rideId: number;
  readonly clientSecretHash: string;
  readonly amount: number;
  readonly currency: string;
  readonly now: Date;
}

/**
 * The card checkout's intents for rides. Every change of status is one conditional update, so of two
 * confirmations of one intent exactly one moves it from requires_confirmation.
 */
export class RidePaymentIntents {
  constructor(private readonly db: ServerDatabase) {}

  async create(intent: NewRidePaymentIntent): Promise<void> {
    await this.db.insert(ridePaymentIntents).values({
      id: intent.id,
      rideId: intent.rideId,
      clientSecretHash: intent.clientSecretHash,
      amount: intent.amount,
      currency: intent.currency,
      status: 'requires_confirmation',
      createdAt: intent.now,
    });
  }

  async find(id: string): Promise<RidePaymentIntentRow | null> {
    const [row] = await this.db.select().from(ridePaymentIntents).where(eq(ridePaymentIntents.id, id)).limit(1);
    return row ?? null;
  }

  /** Marks the intent succeeded with the card's last four and expiry; true for the one call that did. */
  async claimSuccess(id: string, card: CardOnFile, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(ridePaymentIntents)
      .set({ status: 'succeeded', cardLastFour: card.lastFour, cardExpiry: card.expiry, confirmedAt: now })
      .where(and(eq(ridePaymentIntents.id, id), eq(ridePaymentIntents.status, 'requires_confirmation')))
      .returning({ id: ridePaymentIntents.id });
    return claimed.length > 0;
  }

  /** Takes back a success this call claimed when the ride could not be paid after all (cancelled meanwhile). */
  async undoSuccess(id: string, confirmedAt: Date): Promise<void> {
    await this.db
      .update(ridePaymentIntents)
      .set({ status: 'canceled', cardLastFour: null, cardExpiry: null, confirmedAt: null })
      .where(
        and(
          eq(ridePaymentIntents.id, id),
          eq(ridePaymentIntents.status, 'succeeded'),
          eq(ridePaymentIntents.confirmedAt, confirmedAt),
        ),
      );
  }

  /** Cancels an intent still waiting; a succeeded one stays succeeded. */
  async cancel(id: string): Promise<void> {
    await this.db
      .update(ridePaymentIntents)
      .set({ status: 'canceled' })
      .where(and(eq(ridePaymentIntents.id, id), eq(ridePaymentIntents.status, 'requires_confirmation')));
  }
}
