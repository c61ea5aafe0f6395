import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { cashPaymentMethod } from '@/domain/orders/cash-receipt';
import type { ServerDatabase } from '../../db/database';
import { cardPaymentIntents, cardRefunds } from '../payments-schema';

/** A refund the card sandbox is asked to make: the store's refund of a card-paid order. */
export interface CardRefundRequest {
  readonly refundId: number;
  readonly invoiceId: number;
  readonly paymentMethod: string;
  readonly amount: number;
  readonly currency: string;
  readonly at: Date;
}

/** A new sandbox refund id: re_ and 96 random bits in hex, as a provider names its refunds. */
function newCardRefundId(): string {
  return `re_${randomBytes(12).toString('hex')}`;
}

/**
 * The card sandbox gives the money back, as a provider's refund API would, and keeps the refund: every refund of
 * a card-paid order is one row, naming the payment intent it came from when the order was paid through one (the
 * bank card form and the terminal keep no intent). The sandbox always succeeds. A cash order's money goes back
 * over the counter, so the sandbox records nothing for it. Runs in the caller's transaction, so a refund is
 * never recorded by the store without the sandbox's, nor the other way round.
 * @returns the sandbox refund's id, or null for a cash order.
 */
export async function recordCardRefund(db: ServerDatabase, request: CardRefundRequest): Promise<string | null> {
  if (request.paymentMethod.toUpperCase() === cashPaymentMethod) return null;
  const [intent] = await db
    .select({ id: cardPaymentIntents.id })
    .from(cardPaymentIntents)
    .where(and(eq(cardPaymentIntents.invoiceId, request.invoiceId), eq(cardPaymentIntents.status, 'succeeded')))
    .orderBy(desc(cardPaymentIntents.createdAt))
    .limit(1);
  const id = newCardRefundId();
  await db.insert(cardRefunds).values({
    id,
    refundId: request.refundId,
    invoiceId: request.invoiceId,
    paymentIntentId: intent?.id ?? null,
    paymentMethod: request.paymentMethod,
    amount: request.amount,
    currency: request.currency,
    status: 'succeeded',
    createdAt: request.at,
  });
  return id;
}
