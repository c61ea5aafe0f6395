import { priceAfterPromotion } from '@/domain/pricing/promotion';
import type { Money } from '@/domain/pricing/money';
import type { VoucherTerms } from './invoice-pricing';

/**
 * What a voucher takes off the items. A voucher works on the goods as a promotion works on a price, so the
 * domain's promotion rule decides it: a percentage rounds half-up to the cent, and nothing takes off more
 * than what remains, so the items never cost less than 0.
 */
export function voucherDiscount(itemsTotal: Money, voucher: VoucherTerms | null | undefined): Money {
  if (!voucher) return 0;
  const nature = voucher.kind === 'flat' ? 'flat' : 'discount';
  return itemsTotal - priceAfterPromotion(itemsTotal, { nature, amount: voucher.amount });
}
