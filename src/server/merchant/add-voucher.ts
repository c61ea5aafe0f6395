import { addDays, localDate, startOfLocalDate } from '@/domain/merchant-console/local-time';
import type { MerchantContext } from './merchant-context';
import { maxPromotionPercent } from './set-promotion';
import type { PromotionStore, StoreVoucherRow } from './store/promotion-store';
import type { StaffMember } from './store/staff-session-store';

// The voucher as the console sends it: the same shape the domain's form rules produce (lastDay is the store's
// last local day, YYYY-MM-DD, on which it is accepted).
export type { NewVoucher } from '@/domain/merchant-console/promotion-rules';
import type { NewVoucher } from '@/domain/merchant-console/promotion-rules';

/** Why a voucher was not added; each names one field of the form. */
export type VoucherRefusal = 'last_day_past' | 'percent_above_100' | 'code_taken' | 'store_full';

export type VoucherAddition =
  | { readonly outcome: 'added'; readonly row: StoreVoucherRow }
  | { readonly outcome: 'refused'; readonly reason: VoucherRefusal };

/**
 * Adds a voucher of the member's store for every customer, accepted until its last day ends on the store's clock.
 * Its code is kept in capitals, as customers' codes are compared; the store refuses a taken code and a store with
 * as many vouchers in force as it may hold.
 */
export async function addVoucher(
  context: Pick<MerchantContext, 'clock'>,
  store: Pick<PromotionStore, 'addVoucher'>,
  member: StaffMember,
  voucher: NewVoucher,
): Promise<VoucherAddition> {
  const now = context.clock();
  if (voucher.lastDay < localDate(now, member.storeTimeZone)) return { outcome: 'refused', reason: 'last_day_past' };
  if (voucher.kind === 'percent' && voucher.amount > maxPromotionPercent) {
    return { outcome: 'refused', reason: 'percent_above_100' };
  }
  const row = await store.addVoucher(
    member.companyId,
    {
      code: voucher.code.toUpperCase(),
      name: voucher.name,
      kind: voucher.kind,
      amount: voucher.amount,
      expiresAt: new Date(startOfLocalDate(addDays(voucher.lastDay, 1), member.storeTimeZone)),
    },
    new Date(now),
  );
  if (row === 'taken') return { outcome: 'refused', reason: 'code_taken' };
  if (row === 'full') return { outcome: 'refused', reason: 'store_full' };
  return { outcome: 'added', row };
}
