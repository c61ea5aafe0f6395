import type { Money } from '../pricing/money';

/** The type the named bank's login page expects for a payment started by the storefront. */
export const bankPaymentType = 'PAY_BY_SONERI';

/** The query of the named bank's login page, opened in a new tab. */
export interface BankPaymentParams {
  readonly invoiceQueryId: string;
  /** In cents, like every amount the storefront sends (the invoice's cents: payble_amount × 100). */
  readonly amount: Money;
  /** The short order id, which the customer also sees on the order. */
  readonly orderId: string;
  readonly type: typeof bankPaymentType;
  readonly redirectUrl: string;
}

/** Where the bank sends the customer back: the wallet service's success page for the invoice. */
export function bankReturnUrl(walletBaseUrl: string, invoiceQueryId: string): string {
  return `${walletBaseUrl.replace(/\/+$/, '')}/user/soneri-payment/success/${encodeURIComponent(invoiceQueryId)}/html`;
}

/** The query string, in the order the bank documents its fields, every value encoded. */
export function bankPaymentQuery(params: BankPaymentParams): string {
  const fields: readonly (readonly [string, string])[] = [
    ['invoiceQueryId', params.invoiceQueryId],
    ['amount', String(params.amount)],
    ['orderId', params.orderId],
    ['type', params.type],
    ['redirectUrl', params.redirectUrl],
  ];
  return fields.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}
