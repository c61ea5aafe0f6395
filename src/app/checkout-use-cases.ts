/**
 * The checkout's asynchronous use cases with the domain rules they apply, loaded with the checkout's adapters
 * (`api-checkout`) on the first checkout call rather than with the first page.
 */
export { createUnavailableProducts } from '@/application/cart/unavailable-products.use-case';
export { createPayCash } from '@/application/payment/pay-cash.use-case';
export { createPushNotificationFailed } from '@/application/payment/push-notification-failed.use-case';
export { createQuoteCheckout } from '@/application/pricing/quote-checkout.use-case';
export { createApplyVoucher } from '@/application/voucher/apply-voucher.use-case';
