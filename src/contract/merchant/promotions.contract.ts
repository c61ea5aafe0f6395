import { money, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { isCalendarDate } from '@/domain/merchant-console/local-time';
import { voucherNameMaxLength } from '@/domain/merchant-console/promotion-rules';
import { checkVoucherCode } from '@/domain/voucher/voucher-code';

/** A product's promotion: `discount` whole percent (1–100) off, `flat` minor units off. */
export const promotionTermsSchema = z.object({
  promotion_nature: z.enum(['flat', 'discount']),
  promotion_amount: z.int().check(z.minimum(1)),
});

/** A product of the store with what the customer is charged for it. Money in minor units. */
export const promotedProductSchema = z.object({
  query_id: nonEmptyText(200),
  name: z.string(),
  cost: money(),
  cost_after_discount: money(),
  promotion: z.nullable(promotionTermsSchema),
});

/** A voucher of the store. amount: minor units for flat, whole percent for percent. */
export const storeVoucherSchema = z.object({
  code: nonEmptyText(50),
  name: z.string(),
  discount_kind: z.enum(['flat', 'percent']),
  amount: z.int().check(z.minimum(1)),
  expires_at: z.iso.datetime({ offset: true }),
});

/** Answer of GET /merchant/v1/promotions (staff and owners): the store's products and its vouchers, newest first. */
export const promotionsResponseSchema = z.object({
  /** The store's local date, YYYY-MM-DD, from which a new voucher's last day is counted. */
  today: nonEmptyText(10),
  products: z.array(promotedProductSchema),
  vouchers: z.array(storeVoucherSchema),
});

/** Path of PUT and DELETE /merchant/v1/promotions/products/{productQueryId}. */
export const promotionParamsSchema = z.object({ productQueryId: nonEmptyText(200) });

/** Body of PUT …/promotions/products/{productQueryId}: the promotion the product gets. */
export const promotionBodySchema = z.strictObject({
  promotion_nature: z.enum(['flat', 'discount']),
  promotion_amount: z.int().check(z.minimum(1), z.maximum(100_000_000)),
});

/** Answer of a promotion set or ended: the product as the customer is now charged for it. */
export const promotedProductResponseSchema = z.object({ product: promotedProductSchema });

/** Body of POST /merchant/v1/vouchers: a voucher of the store, accepted through its last local day. */
export const newVoucherBodySchema = z.strictObject({
  code: z.string().check(
    z.refine((code) => checkVoucherCode(code).ok, {
      message: 'Enter a voucher code of at most 50 letters and digits',
    }),
  ),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(voucherNameMaxLength)),
  discount_kind: z.enum(['flat', 'percent']),
  amount: z.int().check(z.minimum(1), z.maximum(100_000_000)),
  last_day: z.string().check(z.refine(isCalendarDate, { message: 'Enter a date as YYYY-MM-DD' })),
});

/** Path of DELETE /merchant/v1/vouchers/{code}. */
export const voucherParamsSchema = z.object({ code: nonEmptyText(50) });

/** Answer of a voucher created or ended. */
export const storeVoucherResponseSchema = z.object({ voucher: storeVoucherSchema });

export type PromotedProductDto = z.infer<typeof promotedProductSchema>;
export type StoreVoucherDto = z.infer<typeof storeVoucherSchema>;
