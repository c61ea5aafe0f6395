import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

/** Query of GET users/{userId}/vouchers. */
export const vouchersQuerySchema = z.object({ merchant_query_id: nonEmptyText(100) });

/** A voucher the user can still use at the store; expires_at is an ISO 8601 instant. */
export const availableVoucherSchema = z.object({
  code: nonEmptyText(50),
  name: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});

/** Answer of GET users/{userId}/vouchers, soonest expiry first. */
export const vouchersResponseSchema = z.object({ vouchers: z.array(availableVoucherSchema) });

export type AvailableVoucher = z.infer<typeof availableVoucherSchema>;
