import { and, asc, eq } from 'drizzle-orm';
import type { ProductOptionList } from '@/contract/merchant/store-products.contract';
import type { ServerDatabase } from '../../../db/database';
import { categories, products } from '../../../catalogue/index';

export type OptionDeletion =
  /** The entry is off the store's list now (or never was on it). */
  | { readonly ok: true }
  /** Products of the store use it: their names, in menu order. */
  | { readonly ok: false; readonly usedBy: readonly string[] };

type ProductOptions = Pick<typeof products.$inferSelect, 'name' | 'categoryId' | 'brand' | 'sizes'>;

/** Entries are compared as the server names categories: without case, the Finnish way. */
const sameEntry = (a: string, b: string) => a.trim().toLocaleLowerCase('fi') === b.trim().toLocaleLowerCase('fi');

/**
 * The entries of the product-add table's dropdowns as the store holds them. Categories are rows of their own;
 * brands and sizes are what the store's products say, so an entry no product uses is on no list the server keeps.
 * An entry in use stays: deleting it would change products the staff did not touch.
 */
export class ProductOptionStore {
  constructor(private readonly db: ServerDatabase) {}

  async delete(companyId: number, list: ProductOptionList, value: string): Promise<OptionDeletion> {
    return this.db.transaction(async (tx) => {
      const storeCategories = await tx
        .select()
        .from(categories)
        .where(eq(categories.companyId, companyId))
        .orderBy(asc(categories.position))
        // A product added meanwhile waits for this answer, so it never lands in a category deleted under it.
        .for('update');
      const category = list === 'category' ? storeCategories.find((row) => sameEntry(row.name, value)) : undefined;
      const storeProducts: ProductOptions[] = await tx
        .select({ name: products.name, categoryId: products.categoryId, brand: products.brand, sizes: products.sizes })
        .from(products)
        .where(eq(products.companyId, companyId))
        .orderBy(asc(products.position), asc(products.id));
      const usedBy = storeProducts.filter((product) => uses(product, list, value, category?.id)).map((p) => p.name);
      if (usedBy.length > 0) return { ok: false, usedBy };
      // Its sub-categories go with it (the schema cascades); no product points at them, as none is in the category.
      if (category !== undefined) {
        await tx.delete(categories).where(and(eq(categories.companyId, companyId), eq(categories.id, category.id)));
      }
      return { ok: true };
    });
  }
}

function uses(product: ProductOptions, list: ProductOptionList, value: string, categoryId: string | undefined) {
  switch (list) {
    case 'category':
      return categoryId !== undefined && product.categoryId === categoryId;
    case 'brand':
      return product.brand !== null && sameEntry(product.brand, value);
    case 'size':
      return product.sizes.some((size) => sameEntry(size.name, value));
  }
}
