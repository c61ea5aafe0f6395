import type { Money } from '../pricing/money';
import type { PaymentMethod } from './payment-method';

/** The methods paid in a provider's page framed by the storefront, confirmed later by the event stream. */
export const framedPaymentMethods = ['NEST_CARD_PAY', 'NEST_MOBILE_PAY', 'STRIPE'] as const;
export type FramedPaymentMethod = (typeof framedPaymentMethods)[number];

export function isFramedPaymentMethod(method: string): method is FramedPaymentMethod {
  return (framedPaymentMethods as readonly string[]).includes(method);
}

/**
 * How the checkout takes a payment by each method: in a provider's page framed by the storefront, in the
 * bank card form, at the named bank in a new tab, or by placing the invoice at once on the user's own
 * channel (cash, or an invoice with nothing left to pay).
 */
export type PaymentFlow =
  | { readonly kind: 'FRAMED_PROVIDER'; readonly method: FramedPaymentMethod }
  | { readonly kind: 'BANK_CARD_FORM' }
  | { readonly kind: 'NAMED_BANK' }
  | { readonly kind: 'PLACE_DIRECTLY' };

/**
 * The spec's payment flow: the bank's tab (step 1) and a provider's payment (step 2) apply only to an amount
 * above 0; otherwise, and always for cash, the invoice is re-submitted on the user's channel and placed
 * (step 3). `payable` must be the server's figure after the voucher and the tip, never one the browser
 * composed: a voucher that covers the whole order leaves nothing for a card provider or a bank to take.
 */
export function paymentFlow(method: PaymentMethod, payable: Money): PaymentFlow {
  if (payable <= 0) return { kind: 'PLACE_DIRECTLY' };
  if (isFramedPaymentMethod(method)) return { kind: 'FRAMED_PROVIDER', method };
  switch (method) {
    case 'PAYMENT_BY_CARD_BANK_ALFALAH':
      return { kind: 'BANK_CARD_FORM' };
    case 'PAYMENT_BY_SONERI':
      return { kind: 'NAMED_BANK' };
    case 'CASH':
      return { kind: 'PLACE_DIRECTLY' };
  }
}
