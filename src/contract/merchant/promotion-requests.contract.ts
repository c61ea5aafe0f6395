import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { isCalendarDate } from '@/domain/merchant-console/local-time';
import { voucherNameMaxLength } from '@/domain/merchant-console/promotion-rules';
import { checkVoucherCode, voucherCodeMaxLength } from '@/domain/voucher/voucher-code';

/** YYYY-MM-DD. */
const calendarDateLength = 10;

// What the server checks of the promotion and voucher calls; apart from the answers, so the browser, which reads
// only the answers, does not carry these checks.

/** Path of PUT and DELETE /merchant/v1/promotions/products/{productQueryId}. */
export const promotionParamsSchema = z.object({ productQueryId: nonEmptyText(200) });

/** Body of PUT …/promotions/products/{productQueryId}: the promotion the product gets. */
export const promotionBodySchema = z.strictObject({
  promotion_nature: z.enum(['flat', 'discount']),
  promotion_amount: z.int().check(z.minimum(1), z.maximum(100_000_000)),
});

/** Body of POST /merchant/v1/vouchers: a voucher of the store, accepted through its last local day. */
export const newVoucherBodySchema = z.strictObject({
  code: z.string().check(
    z.maxLength(voucherCodeMaxLength),
    z.refine((code) => checkVoucherCode(code).ok, {
      message: 'Enter a voucher code of at most 50 letters and digits',
    }),
  ),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(voucherNameMaxLength)),
  discount_kind: z.enum(['flat', 'percent']),
  amount: z.int().check(z.minimum(1), z.maximum(100_000_000)),
  last_day: z
    .string()
    .check(z.maxLength(calendarDateLength), z.refine(isCalendarDate, { message: 'Enter a date as YYYY-MM-DD' })),
});

/** Path of DELETE /merchant/v1/vouchers/{code}. */
export const voucherParamsSchema = z.object({ code: nonEmptyText(50) });
