import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/open-database';
import { categories, companies, subCategories } from '@/server/catalogue/catalogue-schema';

// Gives a store a category no product is in, straight into a stopped server's data folder: the console offers no
// way to make one, since the product-add table makes a category only with a product in it.
export default async function run(args: readonly string[]): Promise<string> {
  const [dataDir, storeQueryId, name] = args;
  if (dataDir === undefined || storeQueryId === undefined || name === undefined) {
    throw new Error('usage: <dataDir> <store query id> <category name>');
  }
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    const [store] = await database.db.select().from(companies).where(eq(companies.queryId, storeQueryId));
    if (store === undefined) throw new Error(`No store ${storeQueryId}`);
    const id = `${storeQueryId}--empty-category`;
    await database.db.insert(categories).values({ id, companyId: store.id, name, pictureThumbUrl: null, position: 99 });
    await database.db.insert(subCategories).values({ id: `${id}--all`, categoryId: id, name, position: 0 });
  } finally {
    await database.close();
  }
  return '';
}
