import { boundedList, boundedText, isoDateTime, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { voucherCodeMaxLength } from '@/domain/voucher/voucher-code';

/**
 * The most vouchers the list answers, soonest expiry first. A store hands out a handful at a time; a code left
 * off the list still works when the customer types it.
 */
export const listedVouchersLimit = 100;

/** Query of GET users/{userId}/vouchers. */
export const vouchersQuerySchema = z.object({ merchant_query_id: nonEmptyText(100) });

/** A voucher the user can still use at the store; expires_at is an ISO 8601 instant. */
export const availableVoucherSchema = z.object({
  code: nonEmptyText(voucherCodeMaxLength),
  name: boundedText(textLimits.name),
  expires_at: isoDateTime(),
});

/** Answer of GET users/{userId}/vouchers, soonest expiry first. */
export const vouchersResponseSchema = z.object({ vouchers: boundedList(availableVoucherSchema, listedVouchersLimit) });

export type AvailableVoucher = z.infer<typeof availableVoucherSchema>;
