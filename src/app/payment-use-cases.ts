/** The card payment use cases, loaded as one chunk with the first card payment. */
export { createBankPaymentReturned } from '@/application/payment/bank-payment-returned.use-case';
export { createStartBankPayment } from '@/application/payment/start-bank-payment.use-case';
export { createPayByBankCard } from '@/application/payment/pay-by-bank-card.use-case';
export { createStartFramedPayment } from '@/application/payment/start-framed-payment.use-case';
export { HttpPaymentProviders } from '@/infrastructure/api/http-payment-providers';
