import { bankCardSessions, cardPaymentIntents } from '@/server/db/schema';
import { openDatabase } from '@/server/db/open-database';

// Prints what a stopped server's data folder keeps of cards, as JSON: the card forms and the payment intents.
async function run(): Promise<void> {
  const [dataDir] = process.argv.slice(2);
  if (dataDir === undefined) throw new Error('usage: <dataDir>');
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    const forms = await database.db.select().from(bankCardSessions);
    const intents = await database.db.select().from(cardPaymentIntents);
    process.stdout.write(JSON.stringify({ forms, intents }));
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
