import { and, eq } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { cardPaymentIntents } from '../payments-schema';
import type { CardOnFile } from '../card-check';

export type CardPaymentIntentRow = typeof cardPaymentIntents.$inferSelect;

export interface NewCardPaymentIntent {
  readonly id: string;
  readonly invoiceId: number;
  readonly clientSecretHash: string;
  readonly amount: number;
  readonly currency: string;
  readonly now: Date;
}

/**
 * The Stripe-style intents. Every change of status is one conditional update, so of two confirmations of one
 * intent exactly one moves it from requires_confirmation.
 */
export class CardPaymentIntents {
  constructor(private readonly db: ServerDatabase) {}

  async create(intent: NewCardPaymentIntent): Promise<void> {
    await this.db.insert(cardPaymentIntents).values({
      id: intent.id,
      invoiceId: intent.invoiceId,
      clientSecretHash: intent.clientSecretHash,
      amount: intent.amount,
      currency: intent.currency,
      status: 'requires_confirmation',
      createdAt: intent.now,
    });
  }

  async find(id: string): Promise<CardPaymentIntentRow | null> {
    const [row] = await this.db.select().from(cardPaymentIntents).where(eq(cardPaymentIntents.id, id)).limit(1);
    return row ?? null;
  }

  /** Marks the intent succeeded with the card's last four and expiry; true for the one call that did. */
  async claimSuccess(id: string, card: CardOnFile, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(cardPaymentIntents)
      .set({ status: 'succeeded', cardLastFour: card.lastFour, cardExpiry: card.expiry, confirmedAt: now })
      .where(and(eq(cardPaymentIntents.id, id), eq(cardPaymentIntents.status, 'requires_confirmation')))
      .returning({ id: cardPaymentIntents.id });
    return claimed.length > 0;
  }

  /**
   * Takes back a success this call claimed when the invoice could not be charged after all: open again when
   * stock ran out (the customer may pay once it is back), cancelled when the invoice was paid some other way.
   */
  async undoSuccess(id: string, confirmedAt: Date, status: 'requires_confirmation' | 'canceled'): Promise<void> {
    await this.db
      .update(cardPaymentIntents)
      .set({ status, cardLastFour: null, cardExpiry: null, confirmedAt: null })
      .where(
        and(
          eq(cardPaymentIntents.id, id),
          eq(cardPaymentIntents.status, 'succeeded'),
          eq(cardPaymentIntents.confirmedAt, confirmedAt),
        ),
      );
  }

  /** Cancels an intent still waiting; a succeeded one stays succeeded. */
  async cancel(id: string): Promise<void> {
    await this.db
      .update(cardPaymentIntents)
      .set({ status: 'canceled' })
      .where(and(eq(cardPaymentIntents.id, id), eq(cardPaymentIntents.status, 'requires_confirmation')));
  }
}
