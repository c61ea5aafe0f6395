import { and, eq } from 'drizzle-orm';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';
import { promotionRules } from '@/domain/merchant-console/promotion-rules';
import { staffAccountLimits } from '@/domain/merchant-console/staff-account-rules';
import { openDatabase } from '@/server/db/open-database';
import type { ServerDatabase } from '@/server/db/database';
import { categories, companies, products } from '@/server/catalogue/catalogue-schema';
import { staff, vouchers } from '@/server/accounts/accounts-schema';

const inAYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);

// Fills a store to its most staff accounts, products and vouchers in force, and optionally another store to its
// most categories, straight into a stopped server's data folder: adding that many through the console would take
// the test minutes.
export default async function run(args: readonly string[]): Promise<string> {
  const [dataDir, storeQueryId, categoriesStoreQueryId] = args;
  if (dataDir === undefined || storeQueryId === undefined) {
    throw new Error('usage: <dataDir> <store query id> [<store query id to fill with categories>]');
  }
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    const { db } = database;
    const [store] = await db.select().from(companies).where(eq(companies.queryId, storeQueryId));
    if (store === undefined) throw new Error(`No store ${storeQueryId}`);
    const storeProducts = await db.select().from(products).where(eq(products.companyId, store.id));
    const [model] = storeProducts;
    if (model === undefined) throw new Error(`No product in ${storeQueryId}`);
    const { id: _id, ...copy } = model;
    const moreProducts = Array.from({ length: inventoryLimits.productsPerStore - storeProducts.length }, (_, i) => ({
      ...copy,
      queryId: `${storeQueryId}--filler-${i}`,
      name: `Filler ${i}`,
      position: 1_000 + i,
    }));
    for (let start = 0; start < moreProducts.length; start += 200) {
      await db.insert(products).values(moreProducts.slice(start, start + 200));
    }
    const accounts = await db
      .select()
      .from(staff)
      .where(and(eq(staff.companyId, store.id), eq(staff.role, 'store')));
    const [account] = accounts;
    if (account === undefined) throw new Error(`No account in ${storeQueryId}`);
    await db.insert(staff).values(
      Array.from({ length: staffAccountLimits.accountsPerStore - accounts.length }, (_, i) => ({
        queryId: `staff-filler-${i}`,
        username: `filler-${i}`,
        passwordHash: account.passwordHash,
        fullName: `Filler ${i}`,
        companyId: store.id,
        role: 'store' as const,
        consoleRole: 'staff' as const,
        createdAt: new Date(),
      })),
    );
    const ended = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await db.insert(vouchers).values(
      Array.from({ length: promotionRules.vouchersListed + 10 }, (_, i) => ({
        code: `FILL${i}`,
        name: `Filler ${i}`,
        discountKind: 'percent',
        amount: 5,
        // As many in force as a store may have, and more ended ones than the list holds.
        expiresAt: i < promotionRules.vouchersInForce ? inAYear : ended,
        companyId: store.id,
        userId: null,
      })),
    );
    if (categoriesStoreQueryId !== undefined) await fillCategories(db, categoriesStoreQueryId);
  } finally {
    await database.close();
  }
  return '';
}

async function fillCategories(db: ServerDatabase, storeQueryId: string): Promise<void> {
  const [store] = await db.select().from(companies).where(eq(companies.queryId, storeQueryId));
  if (store === undefined) throw new Error(`No store ${storeQueryId}`);
  const held = await db.select().from(categories).where(eq(categories.companyId, store.id));
  await db.insert(categories).values(
    Array.from({ length: inventoryLimits.categoriesPerStore - held.length }, (_, i) => ({
      id: `${storeQueryId}--section-${i}`,
      companyId: store.id,
      name: `Section ${i}`,
      position: 1_000 + i,
    })),
  );
}
