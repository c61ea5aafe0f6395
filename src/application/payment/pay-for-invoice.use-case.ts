import { bankReturnUrl } from '@/domain/payment/bank-payment';
import {
  defaultCheckoutDetails,
  type CheckoutDetails,
  type PaymentChannel,
} from '@/domain/payment/invoice-resubmission';
import type { PayableInvoice } from '@/domain/payment/payable-invoice';
import { paymentPath, type PaymentPath } from '@/domain/payment/payment-path';
import type { PaymentMethod } from '@/domain/payment/payment-method';
import type { InvoicePayments } from '../ports/invoice-payments.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';

export interface PayForInvoiceRequest {
  readonly invoice: PayableInvoice;
  readonly method: PaymentMethod;
  /** The bank card form's session (`s`), when the customer paid through it. */
  readonly sessionId: string | null;
  /** The signed-in user's payment channels. */
  readonly channels: readonly PaymentChannel[];
  /** Defaults to the spec's: no tip, pickup, card not saved. */
  readonly checkout?: CheckoutDetails;
}

/**
 * The customer pays for the invoice just created: the named bank opens in a new tab, or the provider is
 * started, or the invoice is re-submitted on the user's channel. Resolves to the path taken.
 * @throws AppError when the provider or the server refuses.
 */
export type PayForInvoice = (request: PayForInvoiceRequest) => Promise<PaymentPath>;

export function createPayForInvoice(deps: {
  paymentGateway: PaymentGateway;
  invoicePayments: InvoicePayments;
  /** The wallet service's base URL, which the named bank returns the customer to. */
  walletBaseUrl: string;
}): PayForInvoice {
  return async (request) => {
    const path = paymentPath({
      invoice: request.invoice,
      method: request.method,
      sessionId: request.sessionId,
      channels: request.channels,
      bankReturnUrl: bankReturnUrl(deps.walletBaseUrl, request.invoice.queryId),
      checkout: request.checkout ?? defaultCheckoutDetails,
    });
    switch (path.kind) {
      case 'OPEN_BANK':
        await deps.paymentGateway.openBankPayment(path.bank);
        break;
      case 'INITIATE':
        await deps.paymentGateway.initiate(path.initiation);
        break;
      case 'RESUBMIT':
        await deps.invoicePayments.resubmit(path.resubmission);
        break;
    }
    return path;
  };
}
