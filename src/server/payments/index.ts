/**
 * What other folders of src/server may use of payments: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is payments' face to the other server modules: its module, the bank-card payment orders are handed,
 * the card checkout pieces the transport's ride checkout reuses, and
 * its tables, which receipts and the merchant's refunds read.
 */
export { amountText } from './amount-text';
export { createPaidByBankCard } from './bank-card-payment';
export { type CardOnFile } from './card-check';
export { checkPayingCard, type PayingCard } from './check-paying-card';
export { cardCheckoutFormHtml, secretFromFragment, type CheckoutForm } from './routes/card-checkout-form';
export { recordCardRefund } from './store/card-refunds';
export { checkoutText, type CheckoutPageTextKey } from './checkout-page-texts';
export { acceptFormBodies } from './form-body';
export { pageLanguage } from './page-language';
export { newClientSecret, newPaymentIntentId } from './payment-intent-ids';
export { PaymentRequiredError } from './payment-required-error';
export { paymentsModule } from './payments-module';
export { serverOrigin } from './same-origin';
export { matchesSecretHash, secretHash } from './secret-hash';
export { bankCardSessions, cardPaymentIntents, cardRefunds } from './payments-schema';
