import { eq } from 'drizzle-orm';
import { DrizzleCompanyRepository } from '@/server/catalogue/store/drizzle-company-repository';
import { openDatabase } from '@/server/db/open-database';
import { categories, companies } from '@/server/catalogue/catalogue-schema';
import { outbox } from '@/server/outbox/outbox-schema';
import { filledCategoryName, filledMessageSubject, filledStore, type ListFilling } from './list-filling';

const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));

// Makes lists longer than one answer holds, straight into a stopped server's data folder: no route makes that
// many in a test's time.
export default async function run(args: readonly string[]): Promise<string> {
  const [dataDir, fillingJson] = args;
  if (dataDir === undefined || fillingJson === undefined) throw new Error('usage: <dataDir> <filling JSON>');
  const filling = JSON.parse(fillingJson) as ListFilling;
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    await new DrizzleCompanyRepository(database.db).add(times(filling.stores, filledStore));
    const { storeQueryId, count } = filling.categories;
    const [store] = await database.db.select().from(companies).where(eq(companies.queryId, storeQueryId));
    if (store === undefined) throw new Error(`No store ${storeQueryId}`);
    await database.db.insert(categories).values(
      times(count, (index) => ({
        id: `${storeQueryId}--filled-${index}`,
        companyId: store.id,
        name: filledCategoryName(index),
        pictureThumbUrl: null,
        // After the store's own sections.
        position: 1_000 + index,
      })),
    );
    await database.db.insert(outbox).values(
      times(filling.outboxMessages, (index) => ({
        channel: 'sms',
        recipient: '+358400000000',
        subject: filledMessageSubject(index),
        body: `Message ${index}`,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, index)),
      })),
    );
  } finally {
    await database.close();
  }
  return '';
}
