/** The payment use cases and the after-payment steps, loaded as one chunk with the first payment screen. */
export { createHandlePaymentSuccess } from '@/application/payment/handle-payment-success.use-case';
export { createWatchCardPayment } from '@/application/payment/watch-card-payment.use-case';
export { HistoryPageNavigation } from '@/infrastructure/navigation/history-page-navigation';
export { createBankPaymentReturned } from '@/application/payment/bank-payment-returned.use-case';
export { createStartBankPayment } from '@/application/payment/start-bank-payment.use-case';
export { createPayByBankCard } from '@/application/payment/pay-by-bank-card.use-case';
export { createStartFramedPayment } from '@/application/payment/start-framed-payment.use-case';
export { HttpPaymentProviders } from '@/infrastructure/api/http-payment-providers';
