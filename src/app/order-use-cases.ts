/**
 * The order screens' asynchronous use cases with the rules they apply, loaded with the order adapters
 * (`api-orders`) on the first order call rather than with the first page.
 */
export { createListOrders } from '@/application/order/list-orders.use-case';
export { createSendReceiptEmail } from '@/application/order/send-receipt-email.use-case';
export { createShowOrderDetail } from '@/application/order/show-order-detail.use-case';
export { createDownloadReceipt } from '@/application/payment/download-receipt.use-case';
export { createReOrder } from '@/application/reorder/re-order.use-case';
