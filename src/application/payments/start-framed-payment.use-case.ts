import type { Cart } from '@/domain/cart/cart';
import { createPaymentInvoice, type PaymentInvoiceOutcome } from './payment-invoice';
import { networkCardTerminalPage, opensNetworkCardTerminal } from '@/domain/payments/network-card';
import type { FramedPaymentMethod } from '@/domain/payments/payment-flow';
import type { Tip } from '@/domain/tip/tip';
import type { CardPayments } from '../ports/card-payments.port';
import type { InvoiceGateway } from '../ports/invoice-gateway.port';
import type { VoucherGateway } from '../ports/voucher-gateway.port';

export interface StartFramedPaymentRequest {
  readonly cart: Cart;
  readonly method: FramedPaymentMethod;
  /** The voucher applied on the checkout; it goes onto the new invoice too. */
  readonly voucherCode: string | null;
  readonly tip: Tip;
  /** What the customer wrote to the store about the order; null or blank when nothing. */
  readonly note: string | null;
}

/** The created invoice and the provider's page the customer pays in. */
export interface FramedPayment {
  readonly ok: true;
  readonly invoiceQueryId: string;
  readonly merchantQueryId: string;
  readonly frameUrl: string;
}

export type StartFramedPaymentOutcome =
  | FramedPayment
  | Exclude<PaymentInvoiceOutcome, { readonly ok: true }>
  /**
   * The provider answered without a transaction or merchant, or registered a live merchant on a host that
   * configured no terminal: there is no terminal to open.
   */
  | { readonly ok: false; readonly reason: 'TERMINAL_UNAVAILABLE' };

/**
 * The customer pays by card: the server prices the cart into an invoice of that method (with the tip and the
 * voucher, as the cash flow's quote does), then the provider registers the payment and hands out the page
 * the customer pays in. Nothing is paid yet; the event stream reports the payment. Each start makes its own
 * invoice, so an abandoned one is never charged, and the server takes a payment of one invoice once.
 * @throws AppError when the server or the provider cannot be reached or refuses.
 */
export type StartFramedPayment = (request: StartFramedPaymentRequest) => Promise<StartFramedPaymentOutcome>;

export function createStartFramedPayment(deps: {
  invoiceGateway: InvoiceGateway;
  voucherGateway: VoucherGateway;
  cardPayments: CardPayments;
  /** The host's live network card terminal (configuration); null: only the provider's test merchant has one. */
  networkCardTerminalUrl: string | null;
}): StartFramedPayment {
  return async (request) => {
    const created = await createPaymentInvoice(deps, request);
    if (!created.ok) return created;
    const { invoiceQueryId: queryId, merchantQueryId } = created;
    if (request.method === 'STRIPE') {
      const checkout = await deps.cardPayments.startCardCheckout(queryId, merchantQueryId);
      return { ok: true, invoiceQueryId: queryId, merchantQueryId, frameUrl: checkout.confirmUrl };
    }
    const registration = await deps.cardPayments.registerNetworkCard(queryId, request.method);
    if (!opensNetworkCardTerminal(registration)) return { ok: false, reason: 'TERMINAL_UNAVAILABLE' };
    // The provider's test merchant pays at the test terminal it named; a live one at the host's own terminal.
    const frameUrl = networkCardTerminalPage(registration, {
      test: registration.terminalUrl,
      configured: deps.networkCardTerminalUrl,
    });
    if (frameUrl === null) return { ok: false, reason: 'TERMINAL_UNAVAILABLE' };
    return { ok: true, invoiceQueryId: queryId, merchantQueryId, frameUrl };
  };
}
