/** The checkout's HTTP adapters, one lazily loaded chunk (see bindCheckout in container.ts). */
export { HttpInvoiceGateway } from '@/infrastructure/api/http-invoice-gateway';
export { HttpVoucherGateway } from '@/infrastructure/api/http-voucher-gateway';
export { HttpMerchantNotifier } from '@/infrastructure/api/http-merchant-notifier';
