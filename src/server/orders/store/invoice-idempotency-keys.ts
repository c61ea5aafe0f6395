import { and, eq, isNull } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { invoiceIdempotencyKeys, invoices } from '../orders-schema';

/** What a user's key stands for now: free, claimed by a request still making its invoice, or that invoice made. */
export type KeyState =
  { readonly kind: 'free' } | { readonly kind: 'making' } | { readonly kind: 'made'; readonly queryId: string };

/** The users' Idempotency-Keys of POST /invoices (see invoiceIdempotencyKeys). */
export class InvoiceIdempotencyKeys {
  constructor(private readonly db: ServerDatabase) {}

  /** Claims the key for a request about to make its invoice; false when another request holds it or made one. */
  async claim(userId: number, key: string, at: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(invoiceIdempotencyKeys)
      .values({ userId, key, invoiceId: null, claimedAt: at })
      .onConflictDoNothing()
      .returning({ key: invoiceIdempotencyKeys.key });
    return claimed.length === 1;
  }

  async state(userId: number, key: string): Promise<KeyState> {
    const [row] = await this.db
      .select({ queryId: invoices.queryId })
      .from(invoiceIdempotencyKeys)
      .leftJoin(invoices, eq(invoices.id, invoiceIdempotencyKeys.invoiceId))
      .where(and(eq(invoiceIdempotencyKeys.userId, userId), eq(invoiceIdempotencyKeys.key, key)))
      .limit(1);
    if (row === undefined) return { kind: 'free' };
    return row.queryId === null ? { kind: 'making' } : { kind: 'made', queryId: row.queryId };
  }

  /** The claimed key now stands for this invoice. */
  async settle(userId: number, key: string, invoiceId: number): Promise<void> {
    await this.db
      .update(invoiceIdempotencyKeys)
      .set({ invoiceId })
      .where(and(eq(invoiceIdempotencyKeys.userId, userId), eq(invoiceIdempotencyKeys.key, key)));
  }

  /** A request refused (or failed) before its invoice was made gives its claim up, so the key may be sent again. */
  async release(userId: number, key: string): Promise<void> {
    await this.db
      .delete(invoiceIdempotencyKeys)
      .where(
        and(
          eq(invoiceIdempotencyKeys.userId, userId),
          eq(invoiceIdempotencyKeys.key, key),
          isNull(invoiceIdempotencyKeys.invoiceId),
        ),
      );
  }
}
