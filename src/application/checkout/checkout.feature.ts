import type { UnavailableProducts } from '../cart/unavailable-products.use-case';
import type { OrderNoteDraftKeeper } from './order-note-draft.use-case';
import type { PayCash } from '../payments/pay-cash.use-case';
import type { OfflineCashOrders } from '../offline/offline-cash-orders.use-case';
import type { PushNotificationFailed } from '../payments/push-notification-failed.use-case';
import type { QuoteCheckout } from './quote-checkout.use-case';
import type { ReviewOrderSummary } from './review-order-summary.use-case';
import type { ChooseTip } from './choose-tip.use-case';
import type { ApplyVoucher } from './apply-voucher.use-case';
import type { ListAvailableVouchers } from './list-available-vouchers.use-case';

/** The cart summary: the server's price, the voucher, the tip, cash payment and its after-steps. */
export interface CheckoutFeature {
  readonly quoteCheckout: QuoteCheckout;
  readonly reviewOrderSummary: ReviewOrderSummary;
  readonly chooseTip: ChooseTip;
  readonly applyVoucher: ApplyVoucher;
  readonly listAvailableVouchers: ListAvailableVouchers;
  readonly payCash: PayCash;
  /** Cash orders confirmed without the network: kept with their key, and sent once when it returns. */
  readonly offlineCashOrders: OfflineCashOrders;
  /** The note being written, kept between page loads for the cart's store. */
  readonly orderNoteDraft: OrderNoteDraftKeeper;
  readonly unavailableProducts: UnavailableProducts;
  readonly pushNotificationFailed: PushNotificationFailed;
}
