/** The order screens' HTTP adapters, one lazily loaded chunk (see bindOrders). */
export { HttpOrderHistory } from '@/infrastructure/api/http-order-history';
export { HttpOrderProducts } from '@/infrastructure/api/http-order-products';
export { HttpOrderReceiptMailer } from '@/infrastructure/api/http-order-receipt-mailer';
export { HttpOrderReceiptFile } from '@/infrastructure/api/http-order-receipt-file';
