import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';
import { priceAfterPromotion } from '@/domain/pricing/promotion';
import { promotionRules, type PromotionTerms } from '@/domain/merchant-console/promotion-rules';
import type { ServerDatabase } from '../../db/database';
import { products } from '../../catalogue/index';
import { vouchers } from '../../accounts/index';

export type PromotionProductRow = Pick<
  typeof products.$inferSelect,
  'queryId' | 'name' | 'cost' | 'costAfterDiscount' | 'promotionNature' | 'promotionAmount'
>;
export type StoreVoucherRow = typeof vouchers.$inferSelect;

const productColumns = {
  queryId: products.queryId,
  name: products.name,
  cost: products.cost,
  costAfterDiscount: products.costAfterDiscount,
  promotionNature: products.promotionNature,
  promotionAmount: products.promotionAmount,
};

/**
 * A store's promotions and vouchers. A promotion is kept on the product with the price it leaves
 * (cost_after_discount), which is what the server's pricing charges; every call names the store.
 */
export class PromotionStore {
  constructor(private readonly db: ServerDatabase) {}

  async productsOf(companyId: number): Promise<PromotionProductRow[]> {
    return (
      this.db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.companyId, companyId), isNull(products.removedAt)))
        .orderBy(asc(products.position), asc(products.id))
        // Every product: the product-add table stops at this many.
        .limit(inventoryLimits.productsPerStore)
    );
  }

  /**
   * Sets (or, with null, ends) a product's promotion and the price it leaves, by the domain's promotion rule;
   * null when the store has no such product.
   */
  async setPromotion(
    companyId: number,
    productQueryId: string,
    terms: PromotionTerms | null,
  ): Promise<PromotionProductRow | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: products.id, cost: products.cost })
        .from(products)
        .where(and(eq(products.companyId, companyId), eq(products.queryId, productQueryId), isNull(products.removedAt)))
        .for('update')
        .limit(1);
      if (!found) return null;
      const [row] = await tx
        .update(products)
        .set({
          promotionNature: terms?.nature ?? null,
          promotionAmount: terms?.amount ?? null,
          costAfterDiscount: priceAfterPromotion(found.cost, terms),
        })
        .where(eq(products.id, found.id))
        .returning(productColumns);
      return row ?? null;
    });
  }

  /**
   * The store's own vouchers (not the host's vouchers for every store), newest expiry first: every voucher in
   * force (at most promotionRules.vouchersInForce), then the latest ended ones, promotionRules.vouchersListed in all.
   */
  async vouchersOf(companyId: number): Promise<StoreVoucherRow[]> {
    return this.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.companyId, companyId))
      .orderBy(desc(vouchers.expiresAt), asc(vouchers.code))
      .limit(promotionRules.vouchersListed);
  }

  /**
   * Adds a voucher of the store for every customer: 'taken' when the store has a voucher of that code, 'full' when
   * it has promotionRules.vouchersInForce in force at `now`. The store's row is locked while they are counted, so
   * two additions at once cannot both take the last place.
   */
  async addVoucher(
    companyId: number,
    voucher: { code: string; name: string; kind: 'flat' | 'percent'; amount: number; expiresAt: Date },
    now: Date,
  ): Promise<StoreVoucherRow | 'taken' | 'full'> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from companies where id = ${companyId} for no key update`);
      const [inForce] = await tx
        .select({ total: count() })
        .from(vouchers)
        .where(and(eq(vouchers.companyId, companyId), gt(vouchers.expiresAt, now)));
      if ((inForce?.total ?? 0) >= promotionRules.vouchersInForce) return 'full';
      const [row] = await tx
        .insert(vouchers)
        .values({
          code: voucher.code,
          name: voucher.name,
          discountKind: voucher.kind,
          amount: voucher.amount,
          expiresAt: voucher.expiresAt,
          companyId,
          userId: null,
        })
        // The store's own codes are the only ones it can meet (vouchers_store_code_idx).
        .onConflictDoNothing()
        .returning();
      return row ?? 'taken';
    });
  }

  /** Ends a voucher of the store now (an ended one stays ended); null when the store has no such voucher. */
  async endVoucher(companyId: number, code: string, now: Date): Promise<StoreVoucherRow | null> {
    const [found] = await this.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.companyId, companyId), eq(vouchers.code, code)))
      .limit(1);
    if (!found) return null;
    if (found.expiresAt.getTime() <= now.getTime()) return found;
    const [row] = await this.db.update(vouchers).set({ expiresAt: now }).where(eq(vouchers.id, found.id)).returning();
    return row ?? null;
  }
}
