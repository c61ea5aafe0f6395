import { and, eq } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { bankCardSessions, cardPaymentIntents } from '../../payments/index';

/**
 * The last four digits of the card that paid the invoice, through the bank card form or the card sandbox;
 * undefined when no card paid it. Only these digits were ever stored, so nothing more can be printed.
 */
export async function paidCardLastFour(db: ServerDatabase, invoiceId: number): Promise<string | undefined> {
  const [bankCard] = await db
    .select({ lastFour: bankCardSessions.cardLastFour })
    .from(bankCardSessions)
    .where(eq(bankCardSessions.usedByInvoiceId, invoiceId))
    .limit(1);
  if (bankCard?.lastFour) return bankCard.lastFour;
  const [intent] = await db
    .select({ lastFour: cardPaymentIntents.cardLastFour })
    .from(cardPaymentIntents)
    .where(and(eq(cardPaymentIntents.invoiceId, invoiceId), eq(cardPaymentIntents.status, 'succeeded')))
    .limit(1);
  return intent?.lastFour ?? undefined;
}
