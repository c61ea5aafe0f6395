import { bankCardSessions, cardPaymentIntents } from '@/server/payments/payments-schema';
import { openDatabase } from '@/server/db/open-database';

// Answers what a stopped server's data folder keeps of cards, as JSON: the card forms and the payment intents.
export default async function run(args: readonly string[]): Promise<string> {
  const [dataDir] = args;
  if (dataDir === undefined) throw new Error('usage: <dataDir>');
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    const forms = await database.db.select().from(bankCardSessions);
    const intents = await database.db.select().from(cardPaymentIntents);
    return JSON.stringify({ forms, intents });
  } finally {
    await database.close();
  }
}
