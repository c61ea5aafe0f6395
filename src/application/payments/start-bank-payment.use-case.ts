import { bankReturnUrl } from '@/domain/payments/bank-payment';
import type { CardPayments } from '../ports/card-payments.port';
import type { InvoiceGateway } from '../ports/invoice-gateway.port';
import type { VoucherGateway } from '../ports/voucher-gateway.port';
import { createPaymentInvoice, type PaymentInvoiceOutcome, type PaymentInvoiceRequest } from './payment-invoice';

export type StartBankPaymentOutcome =
  | { readonly ok: true; readonly invoiceQueryId: string; readonly url: string }
  | Exclude<PaymentInvoiceOutcome, { readonly ok: true }>;

/**
 * The customer pays by the named bank: an invoice of that method is priced by the server (tip and voucher
 * as quoted), and the bank's login page for it is handed out, to open in a new tab. The bank sends the
 * customer back to the storefront's return page for the invoice.
 * @throws AppError when the server cannot be reached or refuses.
 */
export type StartBankPayment = (request: Omit<PaymentInvoiceRequest, 'method'>) => Promise<StartBankPaymentOutcome>;

export function createStartBankPayment(deps: {
  invoiceGateway: InvoiceGateway;
  voucherGateway: VoucherGateway;
  cardPayments: CardPayments;
  /** The storefront's own origin, which the bank must return to. */
  appOrigin: string;
}): StartBankPayment {
  return async (request) => {
    const created = await createPaymentInvoice(deps, { ...request, method: 'PAYMENT_BY_SONERI' });
    if (!created.ok) return created;
    const { invoiceQueryId } = created;
    const url = await deps.cardPayments.bankLoginUrl(invoiceQueryId, bankReturnUrl(deps.appOrigin, invoiceQueryId));
    return { ok: true, invoiceQueryId, url };
  };
}
