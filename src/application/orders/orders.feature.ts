import type { DownloadReceipt } from '../payments/download-receipt.use-case';
import type { ReOrder } from '../reorder/re-order.use-case';
import type { ListOrders } from './list-orders.use-case';
import type { OfferOrderPush } from './offer-order-push.use-case';
import type { SendReceiptEmail } from './send-receipt-email.use-case';
import type { ShowOrderDetail } from './show-order-detail.use-case';
import type { WatchCountdown } from './watch-countdown.use-case';
import type { WatchDealCountdown } from './watch-deal-countdown.use-case';

/** The order history, an order's details and receipt, re-ordering and the preparation countdown. */
export interface OrdersFeature {
  readonly listOrders: ListOrders;
  /** Once an order is placed: notifications of its status changes, if the customer allows them. */
  readonly offerOrderPush: OfferOrderPush;
  readonly showOrderDetail: ShowOrderDetail;
  readonly sendReceiptEmail: SendReceiptEmail;
  readonly downloadOrderReceipt: DownloadReceipt;
  readonly reOrder: ReOrder;
  readonly watchCountdown: WatchCountdown;
  /** The sample deals' countdown on the prototype screens (same clock and ticker as the preparation countdown). */
  readonly watchDealCountdown: WatchDealCountdown;
}
