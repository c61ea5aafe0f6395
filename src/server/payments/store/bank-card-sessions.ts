import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { bankCardSessions } from '../payments-schema';
import { invoices } from '../../orders/index';
import type { CardOnFile } from '../card-check';

export type BankCardSessionRow = typeof bankCardSessions.$inferSelect;

/** The card token and session an invoice asks to be paid by. */
export interface BankCardPair {
  readonly sessionId: string;
  readonly cardToken: string;
  readonly userId: number;
}

/**
 * The bank card forms handed out (s) and the cards accepted on them (cn). Submitting and using are one
 * conditional update each, so a form takes one card and a card token pays for one invoice, however many
 * requests race for it.
 */
export class BankCardSessions {
  constructor(private readonly db: ServerDatabase) {}

  async open(sessionId: string, userId: number, now: Date, expiresAt: Date): Promise<void> {
    await this.db.insert(bankCardSessions).values({ sessionId, userId, createdAt: now, expiresAt });
  }

  async find(sessionId: string): Promise<BankCardSessionRow | null> {
    const [row] = await this.db
      .select()
      .from(bankCardSessions)
      .where(eq(bankCardSessions.sessionId, sessionId))
      .limit(1);
    return row ?? null;
  }

  /** Records the accepted card on a form still open; false when it was submitted already or has expired. */
  async submit(sessionId: string, cardToken: string, card: CardOnFile, now: Date): Promise<boolean> {
    const submitted = await this.db
      .update(bankCardSessions)
      .set({ cardToken, cardLastFour: card.lastFour, cardExpiry: card.expiry, submittedAt: now })
      .where(
        and(
          eq(bankCardSessions.sessionId, sessionId),
          isNull(bankCardSessions.submittedAt),
          gt(bankCardSessions.expiresAt, now),
        ),
      )
      .returning({ sessionId: bankCardSessions.sessionId });
    return submitted.length > 0;
  }

  /**
   * Pays the invoice with the pair: marks the pair used by it and the invoice paid, together. False when the
   * pair is not (or no longer) a submitted, unexpired, unused card of the user.
   */
  async payInvoice(pair: BankCardPair, invoiceId: number, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(bankCardSessions)
        .set({ usedByInvoiceId: invoiceId })
        .where(
          and(
            eq(bankCardSessions.sessionId, pair.sessionId),
            eq(bankCardSessions.cardToken, pair.cardToken),
            eq(bankCardSessions.userId, pair.userId),
            isNotNull(bankCardSessions.submittedAt),
            gt(bankCardSessions.expiresAt, now),
            isNull(bankCardSessions.usedByInvoiceId),
          ),
        )
        .returning({ sessionId: bankCardSessions.sessionId });
      if (used.length === 0) return false;
      await tx
        .update(invoices)
        .set({ paidAt: now })
        .where(and(eq(invoices.id, invoiceId), isNull(invoices.paidAt)));
      return true;
    });
  }
}
