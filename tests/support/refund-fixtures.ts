import type { RefundableOrder } from '@/domain/orders/refund';

/**
 * Two soups at 14,90 (29,80, 14 %) and one bread at 5,00 (25,5 %), a 3,48 voucher and a 2,00 tip: paid 33,32.
 * The voucher is shared 2980 : 500 → 298 and 50, so the soups are worth 26,82 and the bread 4,50 (goods 31,32).
 */
export const soupAndBreadOrder: RefundableOrder = {
  status: 'order_delivered',
  paid: true,
  payable: 3332,
  voucherDiscount: 348,
  lines: [
    { id: 'soup', productName: 'Soup', quantity: 2, payable: 2980, taxPercent: 14 },
    { id: 'bread', productName: 'Bread', quantity: 1, payable: 500, taxPercent: 25.5 },
  ],
  refunds: [],
};
