import type { CardPayments } from '../ports/card-payments.port';
import type { HandlePaymentSuccess } from './handle-payment-success.use-case';

export type BankPaymentResult = { readonly paid: true } | { readonly paid: false };

/**
 * The bank sent the customer back for an invoice: when the bank's payment placed it, the after-payment steps
 * run (once per invoice) and take the customer to the confirmation; otherwise nothing was charged.
 * @throws AppError when the invoice cannot be read.
 */
export type BankPaymentReturned = (invoiceQueryId: string, tradeTypeId: number | null) => Promise<BankPaymentResult>;

export function createBankPaymentReturned(deps: {
  cardPayments: CardPayments;
  handlePaymentSuccess: HandlePaymentSuccess;
}): BankPaymentReturned {
  return async (invoiceQueryId, tradeTypeId) => {
    const placement = await deps.cardPayments.invoicePlacement(invoiceQueryId);
    if (!placement.placed) return { paid: false };
    await deps.handlePaymentSuccess.paymentSucceeded({
      invoiceQueryId,
      merchantQueryId: placement.merchantQueryId,
      tradeTypeId,
    });
    return { paid: true };
  };
}
