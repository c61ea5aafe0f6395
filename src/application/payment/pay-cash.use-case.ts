import { paymentReceivedNotification, paymentSuccessPath } from '@/domain/payment/payment-success';
import type { CartRepository } from '../ports/cart-repository.port';
import type { CardFormRequired, InvoiceGateway, InvoiceRefusal, PricedInvoice } from '../ports/invoice-gateway.port';
import type { MerchantNotifier } from '../ports/merchant-notifier.port';
import type { SessionStore } from '../ports/session-store.port';
import { resubmitOnChannel } from './resubmit-on-channel';
import { emptyCart } from '@/domain/cart/cart';

export interface PayCashRequest {
  /** The invoice the server priced for the cart summary. */
  readonly invoice: PricedInvoice;
  /** What the customer wrote to the store about the order; null or blank when nothing. */
  readonly note: string | null;
  readonly tradeTypeId: number | null;
}

export type PayCashOutcome =
  | {
      readonly ok: true;
      /** The order confirmation page to show. */
      readonly path: string;
      /** After-payment steps that failed; the order stands, so the customer still sees it. */
      readonly failedEffects: readonly ('CLEAR_CART' | 'NOTIFY_MERCHANT')[];
    }
  | InvoiceRefusal
  /** The server wants a card for this order after all: its form opens in the bank card dialog. */
  | CardFormRequired;

/**
 * The customer pays cash: the priced invoice is re-submitted on the user's cash channel (the spec's payment
 * step 3) and placed as the order, then the cart is emptied and the
 * merchant notified (module code 9017). Cash has no provider to wait for, so placing is the payment.
 * Calls for an invoice already under way share its answer, and the server places an invoice once, so a
 * double click or a retry never makes two orders.
 * @throws AppError when the server cannot be reached or refuses the order.
 */
export type PayCash = (request: PayCashRequest) => Promise<PayCashOutcome>;

export function createPayCash(deps: {
  invoiceGateway: InvoiceGateway;
  cartRepository: CartRepository;
  merchantNotifier: MerchantNotifier;
  sessionStore: SessionStore;
}): PayCash {
  const underWay = new Map<string, Promise<PayCashOutcome>>();

  async function pay({ invoice, note, tradeTypeId }: PayCashRequest): Promise<PayCashOutcome> {
    const refused = await resubmitOnChannel(deps, { invoice, note }, null);
    if (refused) return refused;
    const placed = await deps.invoiceGateway.placeOrder(invoice.queryId);
    if (!placed.ok) return placed;
    const order = { invoiceQueryId: invoice.queryId, merchantQueryId: invoice.merchantQueryId, tradeTypeId };
    const failedEffects: ('CLEAR_CART' | 'NOTIFY_MERCHANT')[] = [];
    const saved = await deps.cartRepository.save(emptyCart).catch(() => ({ ok: false }));
    if (!saved.ok) failedEffects.push('CLEAR_CART');
    try {
      await deps.merchantNotifier.notify(paymentReceivedNotification(order));
    } catch {
      failedEffects.push('NOTIFY_MERCHANT');
    }
    return { ok: true, path: paymentSuccessPath(order), failedEffects };
  }

  return (request) => {
    const invoiceQueryId = request.invoice.queryId;
    const running = underWay.get(invoiceQueryId);
    if (running) return running;
    const answer = pay(request).finally(() => underWay.delete(invoiceQueryId));
    underWay.set(invoiceQueryId, answer);
    return answer;
  };
}
