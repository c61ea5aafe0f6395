import type { MinimumOrderRefusal } from '@/domain/pricing/minimum-order';
import type { SummaryLineKind } from '@/domain/pricing/order-summary';

/** The i18n key of each refusal; the text takes `amount` and `currency`. */
export const minimumOrderMessageKeys: Readonly<Record<MinimumOrderRefusal, string>> = {
  BELOW_MINIMUM_ORDER: 'pricing.minimumOrder.notReached',
};

/** The i18n key of each order summary line's label. */
export const summaryLineLabelKeys: Readonly<Record<SummaryLineKind, string>> = {
  SUB_TOTAL: 'pricing.summary.subTotal',
  DISCOUNT: 'pricing.summary.discount',
  VOUCHER: 'pricing.summary.voucher',
  TIP: 'pricing.summary.tip',
  SERVICE_FEE: 'pricing.summary.serviceFee',
  DELIVERY_FEE: 'pricing.summary.deliveryFee',
  TAX_TOTAL: 'pricing.summary.taxTotal',
};

/** What a free delivery fee reads instead of its amount. */
export const freeDeliveryMessageKey = 'pricing.summary.freeDelivery';
