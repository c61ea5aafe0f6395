import { boundedList, boundedText, isoDateTime, money, nonEmptyText, textLimits } from '../common/fields';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';
import { promotionRules } from '@/domain/merchant-console/promotion-rules';
import * as z from 'zod/mini';

/** A product's promotion: `discount` whole percent (1–100) off, `flat` minor units off. */
export const promotionTermsSchema = z.object({
  promotion_nature: z.enum(['flat', 'discount']),
  promotion_amount: z.int().check(z.minimum(1)),
});

/** A product of the store with what the customer is charged for it. Money in minor units. */
export const promotedProductSchema = z.object({
  query_id: nonEmptyText(200),
  name: boundedText(textLimits.name),
  cost: money(),
  cost_after_discount: money(),
  promotion: z.nullable(promotionTermsSchema),
});

/** A voucher of the store. amount: minor units for flat, whole percent for percent. */
export const storeVoucherSchema = z.object({
  code: nonEmptyText(50),
  name: boundedText(textLimits.name),
  discount_kind: z.enum(['flat', 'percent']),
  amount: z.int().check(z.minimum(1)),
  expires_at: isoDateTime(),
});

/**
 * Answer of GET /merchant/v1/promotions (staff and owners): every product of the store (a store holds at most
 * inventoryLimits.productsPerStore) and its vouchers, the latest expiry first: every voucher in force (a store has
 * at most promotionRules.vouchersInForce) and then the ended ones, up to promotionRules.vouchersListed in all.
 */
export const promotionsResponseSchema = z.object({
  /** The store's local date, YYYY-MM-DD, from which a new voucher's last day is counted. */
  today: nonEmptyText(10),
  products: boundedList(promotedProductSchema, inventoryLimits.productsPerStore),
  vouchers: boundedList(storeVoucherSchema, promotionRules.vouchersListed),
});

/** Answer of a promotion set or ended: the product as the customer is now charged for it. */
export const promotedProductResponseSchema = z.object({ product: promotedProductSchema });

/** Answer of a voucher created or ended. */
export const storeVoucherResponseSchema = z.object({ voucher: storeVoucherSchema });

export type PromotedProductDto = z.infer<typeof promotedProductSchema>;
export type StoreVoucherDto = z.infer<typeof storeVoucherSchema>;
