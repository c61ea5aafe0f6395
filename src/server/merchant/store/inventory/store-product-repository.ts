import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';
import type { StoreProductChangeBody } from '@/contract/merchant/store-products.contract';
import type { Promotion } from '@/domain/catalogue/product';
import { priceAfterPromotion } from '@/domain/pricing/promotion';
import type { ServerDatabase } from '../../../db/database';
import { categories, companies, products, subCategories } from '../../../catalogue/index';
import { textSlug } from './text-slug';

export type StoreProductRow = typeof products.$inferSelect;
export type StoreCategoryRow = typeof categories.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** A store's product with what the console shows beside it. */
export interface StoreProductRecord {
  readonly product: StoreProductRow;
  readonly category: StoreCategoryRow;
  readonly currency: string;
}

/** A product the staff add through the product-add table; its picture, when any, is already stored. */
export interface NewStoreProduct {
  readonly name: string;
  readonly categoryName: string;
  readonly brand: string | null;
  readonly color: string | null;
  readonly size: string | null;
  readonly cost: number;
  readonly description: string;
  readonly pictureUrl: string | null;
}

/** What adding a product came to: its query id, or the store full of products or of categories. */
export type ProductAddition =
  | { readonly outcome: 'added'; readonly queryId: string }
  | { readonly outcome: 'products_full' }
  | { readonly outcome: 'categories_full' };

/** What the console's edit form sets of a product; a picture only when a new one was uploaded. */
export interface ProductDetails {
  readonly name: string;
  readonly categoryName: string;
  readonly brand: string | null;
  readonly description: string;
  readonly sizes: readonly string[];
  readonly colors: readonly string[];
  readonly pictureUrl?: string;
}

type OptionKind = 'size' | 'color';
type StoredOption = StoreProductRow['sizes'][number];

/** The store's product by its query id, while it is on the menu: every staff read and write names the store. */
const ofStoreLive = (companyId: number, productQueryId: string) =>
  and(eq(products.companyId, companyId), eq(products.queryId, productQueryId), isNull(products.removedAt));

/**
 * Sizes or colours by name, each once (without case): a name the product had keeps its id, so a cart line or an
 * order naming it still matches; a new name gets an id of its own.
 */
function optionsNamed(
  productQueryId: string,
  kind: OptionKind,
  names: readonly string[],
  known: readonly StoredOption[],
): StoredOption[] {
  const kept: StoredOption[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLocaleLowerCase('fi');
    if (seen.has(key)) continue;
    seen.add(key);
    const had = known.find((option) => option.name.toLocaleLowerCase('fi') === key);
    const fresh = `${productQueryId}--${kind}-${textSlug(name) || 'x'}`;
    const taken = new Set(kept.map((option) => option.id));
    kept.push(had ?? { id: taken.has(fresh) ? `${fresh}-${idSuffix()}` : fresh, name });
  }
  return kept;
}

/** Finnish general VAT, for a store that has no product yet to take its rate from. */
const generalVatBasisPoints = 2550;

/** Enough random letters that two products of the same name never share an id. */
const idSuffix = () => randomBytes(4).toString('hex');

/**
 * The products of one store as its staff edit them. Every read and write names the store, so staff reach no other
 * store's product: another store's product reads as none.
 */
export class StoreProductRepository {
  constructor(private readonly db: ServerDatabase) {}

  /** Every product of the store in menu order, and the store's categories in theirs. */
  async ofStore(companyId: number): Promise<{ records: StoreProductRecord[]; categories: StoreCategoryRow[] }> {
    const [rows, categoryRows] = await Promise.all([
      this.db
        .select({ product: products, category: categories, currency: companies.currency })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(and(eq(products.companyId, companyId), isNull(products.removedAt)))
        .orderBy(asc(products.position), asc(products.id))
        // Every product and category: additions stop at this many (add).
        .limit(inventoryLimits.productsPerStore),
      this.db
        .select()
        .from(categories)
        .where(eq(categories.companyId, companyId))
        .orderBy(asc(categories.position))
        .limit(inventoryLimits.categoriesPerStore),
    ]);
    return { records: rows, categories: categoryRows };
  }

  /** The addresses of every picture the store's products show. */
  async pictureUrlsOf(companyId: number): Promise<Set<string>> {
    const rows = await this.db
      .select({ pictures: products.pictures })
      .from(products)
      .where(eq(products.companyId, companyId));
    return new Set(rows.flatMap((row) => row.pictures.flatMap((picture) => [picture.thumb_url, picture.original_url])));
  }

  async findOfStore(companyId: number, productQueryId: string): Promise<StoreProductRecord | null> {
    const [row] = await this.db
      .select({ product: products, category: categories, currency: companies.currency })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(ofStoreLive(companyId, productQueryId))
      .limit(1);
    return row ?? null;
  }

  /**
   * Sets the price, the stock and whether the product sells; the price after its promotion is worked out again by
   * the rule the shop prices with. Answers the product as stored, or null when the store has no such product.
   */
  async change(
    companyId: number,
    productQueryId: string,
    change: StoreProductChangeBody,
  ): Promise<StoreProductRecord | null> {
    const changed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(products)
        .where(ofStoreLive(companyId, productQueryId))
        .for('update')
        .limit(1);
      if (!row) return false;
      const nature = row.promotionNature;
      const promotion: Promotion | null =
        nature === 'flat' || nature === 'discount' ? { nature, amount: row.promotionAmount ?? 0 } : null;
      await tx
        .update(products)
        .set({
          cost: change.cost,
          costAfterDiscount: priceAfterPromotion(change.cost, promotion),
          availableQuantity: change.product_available_quantity,
          unlimited: change.unlimited,
          unlimitedOutOfStock: change.unlimited_out_of_stock,
        })
        .where(eq(products.id, row.id));
      return true;
    });
    return changed ? this.findOfStore(companyId, productQueryId) : null;
  }

  /**
   * Adds a product at the end of the store's menu, in the category of that name (compared without case), which
   * is made, with one sub-category, when the store has none of that name. A new product sells at once: its
   * stock is not counted until the staff set a count. Its VAT rate is that of the store's latest product. A store
   * holds at most inventoryLimits.productsPerStore products and inventoryLimits.categoriesPerStore categories; the store's row is locked while
   * they are counted, so two additions at once cannot both take the last place.
   */
  async add(company: Pick<CompanyRow, 'id' | 'queryId'>, product: NewStoreProduct): Promise<ProductAddition> {
    const queryId = `${company.queryId}--${textSlug(product.name)}-${idSuffix()}`;
    return this.db.transaction(async (tx): Promise<ProductAddition> => {
      await tx.execute(sql`select id from companies where id = ${company.id} for no key update`);
      const [held] = await tx
        .select({ total: count() })
        .from(products)
        .where(and(eq(products.companyId, company.id), isNull(products.removedAt)));
      if ((held?.total ?? 0) >= inventoryLimits.productsPerStore) return { outcome: 'products_full' };
      const placement = await this.placementFor(tx, company, product.categoryName);
      if (placement === null) return { outcome: 'categories_full' };
      const [last] = await tx
        .select({ position: max(products.position) })
        .from(products)
        .where(eq(products.companyId, company.id));
      const [latest] = await tx
        .select({ tax: products.taxBasisPoints })
        .from(products)
        .where(eq(products.companyId, company.id))
        .orderBy(desc(products.id))
        .limit(1);
      const option = (kind: OptionKind, name: string | null) =>
        optionsNamed(queryId, kind, name === null ? [] : [name], []);
      await tx.insert(products).values({
        queryId,
        companyId: company.id,
        ...placement,
        position: (last?.position ?? -1) + 1,
        name: product.name,
        description: product.description,
        brand: product.brand,
        cost: product.cost,
        costAfterDiscount: product.cost,
        promotionNature: null,
        promotionAmount: null,
        taxBasisPoints: latest?.tax ?? generalVatBasisPoints,
        availableQuantity: 0,
        unlimited: true,
        unlimitedOutOfStock: false,
        sizes: option('size', product.size),
        colors: option('color', product.color),
        variants: [],
        pictures:
          product.pictureUrl === null ? [] : [{ thumb_url: product.pictureUrl, original_url: product.pictureUrl }],
      });
      return { outcome: 'added', queryId };
    });
  }

  /**
   * Sets what the edit form holds: the texts, the category (made when the store has none of that name, as add
   * does), the sizes and colours (a name the product had keeps its id) and, when given, a new picture. Answers
   * the product as stored, null when the store has no such product (or it was removed), or the store full of
   * categories.
   */
  async edit(
    company: Pick<CompanyRow, 'id' | 'queryId'>,
    productQueryId: string,
    details: ProductDetails,
  ): Promise<StoreProductRecord | 'categories_full' | null> {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(products)
        .where(ofStoreLive(company.id, productQueryId))
        .for('update')
        .limit(1);
      if (!row) return null;
      const [current] = await tx
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.id, row.categoryId));
      // The same category keeps the product in its own sub-category, which need not be the category's first.
      const sameCategory = current?.name.toLocaleLowerCase('fi') === details.categoryName.toLocaleLowerCase('fi');
      const placement = sameCategory
        ? { categoryId: row.categoryId, subCategoryId: row.subCategoryId }
        : await this.placementFor(tx, company, details.categoryName);
      if (placement === null) return 'categories_full' as const;
      await tx
        .update(products)
        .set({
          ...placement,
          name: details.name,
          description: details.description,
          brand: details.brand,
          sizes: optionsNamed(row.queryId, 'size', details.sizes, row.sizes),
          colors: optionsNamed(row.queryId, 'color', details.colors, row.colors),
          ...(details.pictureUrl === undefined
            ? {}
            : { pictures: [{ thumb_url: details.pictureUrl, original_url: details.pictureUrl }] }),
        })
        .where(eq(products.id, row.id));
      return 'edited' as const;
    });
    return outcome === 'edited' ? this.findOfStore(company.id, productQueryId) : outcome;
  }

  /**
   * Takes the product off the store's menu at that instant. The row stays, as past orders and the store's
   * reports name it; the customers' queries leave it out. Answers the product as it was, or null when the store
   * has no such product (or it was removed already).
   */
  async remove(companyId: number, productQueryId: string, at: Date): Promise<StoreProductRow | null> {
    const [row] = await this.db
      .update(products)
      .set({ removedAt: at })
      .where(ofStoreLive(companyId, productQueryId))
      .returning();
    return row ?? null;
  }

  /** The category and sub-category of that name, made when missing; null when a new one would pass the limit. */
  private async placementFor(
    tx: Pick<ServerDatabase, 'select' | 'insert'>,
    company: Pick<CompanyRow, 'id' | 'queryId'>,
    categoryName: string,
  ): Promise<{ categoryId: string; subCategoryId: string } | null> {
    const known = await tx
      .select()
      .from(categories)
      .where(eq(categories.companyId, company.id))
      .orderBy(asc(categories.position))
      // Held until the product is in: a deletion of an unused category (ProductOptionStore) waits, then sees it.
      .for('key share');
    const wanted = categoryName.toLocaleLowerCase('fi');
    let category = known.find((row) => row.name.toLocaleLowerCase('fi') === wanted);
    if (!category) {
      if (known.length >= inventoryLimits.categoriesPerStore) return null;
      const id = `${company.queryId}--${textSlug(categoryName) || 'category'}-${idSuffix()}`;
      [category] = await tx
        .insert(categories)
        .values({
          id,
          companyId: company.id,
          name: categoryName,
          pictureThumbUrl: null,
          position: known.length === 0 ? 0 : Math.max(...known.map((row) => row.position)) + 1,
        })
        .returning();
    }
    if (!category) throw new Error('The category was not stored');
    const [sub] = await tx
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, category.id))
      .orderBy(asc(subCategories.position))
      .limit(1);
    if (sub) return { categoryId: category.id, subCategoryId: sub.id };
    const subId = `${category.id}--all`;
    await tx.insert(subCategories).values({ id: subId, categoryId: category.id, name: category.name, position: 0 });
    return { categoryId: category.id, subCategoryId: subId };
  }
}
