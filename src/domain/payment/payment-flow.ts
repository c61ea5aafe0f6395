import type { PaymentMethod } from './payment-method';

/** The methods paid in a provider's page framed by the storefront, confirmed later by the event stream. */
export const framedPaymentMethods = ['NEST_CARD_PAY', 'NEST_MOBILE_PAY', 'STRIPE'] as const;
export type FramedPaymentMethod = (typeof framedPaymentMethods)[number];

export function isFramedPaymentMethod(method: string): method is FramedPaymentMethod {
  return (framedPaymentMethods as readonly string[]).includes(method);
}

/**
 * How the checkout takes a payment by each method: in a provider's page framed by the storefront, in the
 * bank card form, at the named bank in a new tab, or as cash, which places the order at once.
 */
export type PaymentFlow =
  | { readonly kind: 'FRAMED_PROVIDER'; readonly method: FramedPaymentMethod }
  | { readonly kind: 'BANK_CARD_FORM' }
  | { readonly kind: 'NAMED_BANK' }
  | { readonly kind: 'CASH' };

export function paymentFlow(method: PaymentMethod): PaymentFlow {
  if (isFramedPaymentMethod(method)) return { kind: 'FRAMED_PROVIDER', method };
  switch (method) {
    case 'PAYMENT_BY_CARD_BANK_ALFALAH':
      return { kind: 'BANK_CARD_FORM' };
    case 'PAYMENT_BY_SONERI':
      return { kind: 'NAMED_BANK' };
    case 'CASH':
      return { kind: 'CASH' };
  }
}
