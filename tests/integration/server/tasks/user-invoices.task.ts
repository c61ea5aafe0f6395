import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/open-database';
import { invoices } from '@/server/orders/orders-schema';

// Answers every invoice the owner of one invoice has, placed or not, read from a stopped server's data folder:
// what no API lists, since the customer's order lists show placed orders only.
export default async function run(args: readonly string[]): Promise<string> {
  const [dataDir, invoiceQueryId] = args;
  if (dataDir === undefined || invoiceQueryId === undefined) throw new Error('usage: <dataDir> <invoiceQueryId>');
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    const [owner] = await database.db
      .select({ userId: invoices.userId })
      .from(invoices)
      .where(eq(invoices.queryId, invoiceQueryId));
    if (owner === undefined) throw new Error(`No invoice ${invoiceQueryId}`);
    const held = await database.db
      .select({ queryId: invoices.queryId, paymentMethod: invoices.paymentMethod, placedAt: invoices.placedAt })
      .from(invoices)
      .where(eq(invoices.userId, owner.userId));
    const answer = held.map((row) => ({
      queryId: row.queryId,
      paymentMethod: row.paymentMethod,
      placed: row.placedAt !== null,
    }));
    return JSON.stringify(answer);
  } finally {
    await database.close();
  }
}
