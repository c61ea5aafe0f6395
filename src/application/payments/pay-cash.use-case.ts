import { paymentReceivedNotification, paymentSuccessPath } from '@/domain/payments/payment-success';
import { emptyCart, type Cart } from '@/domain/cart/cart';
import type { Tip } from '@/domain/tip/tip';
import type { CartRepository } from '../ports/cart-repository.port';
import type { CardFormRequired, InvoiceGateway, InvoiceRefusal, PricedInvoice } from '../ports/invoice-gateway.port';
import type { MerchantNotifier } from '../ports/merchant-notifier.port';
import type { OrderNoteDrafts } from '../ports/order-note-drafts.port';
import type { SessionStore } from '../ports/session-store.port';
import type { VoucherGateway } from '../ports/voucher-gateway.port';
import { quoteDraftOf } from '../checkout/quote-checkout.use-case';
import { createPaymentInvoice } from './payment-invoice';
import { resubmitOnChannel } from './resubmit-on-channel';

export interface PayCashRequest {
  /** The cart the summary shows, with its tip and voucher: the invoice is made of them now. */
  readonly cart: Cart;
  readonly tip: Tip;
  readonly voucherCode: string | null;
  /** What the customer wrote to the store about the order; null or blank when nothing. */
  readonly note: string | null;
  readonly tradeTypeId: number | null;
  /**
   * The key the order was given when the customer confirmed it, sent with the invoice it makes: the server
   * answers a key it has seen with the invoice already made, so an order sent again places once. None when the
   * order is sent only once, straight away.
   */
  readonly idempotencyKey?: string;
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
  | CardFormRequired
  | { readonly ok: false; readonly reason: 'EMPTY_CART' };

/**
 * The customer pays cash: choosing the method makes the order's one invoice, a cash invoice of the cart with
 * its tip and voucher (the spec's §4), which is re-submitted on the user's cash channel (payment step 3) and
 * placed as the order; then the cart is emptied and the merchant notified (module code 9017). Cash has no
 * provider to wait for, so placing is the payment.
 * A call for the cart already under way shares its answer, and a retry of the same cart, tip and voucher
 * (a failure after the invoice was made) places the invoice already made, which the server places once: a
 * double click or a retry never makes two orders, nor a second invoice.
 * @throws AppError when the server cannot be reached or refuses the order.
 */
export type PayCash = (request: PayCashRequest) => Promise<PayCashOutcome>;

export function createPayCash(deps: {
  invoiceGateway: InvoiceGateway;
  voucherGateway: VoucherGateway;
  cartRepository: CartRepository;
  merchantNotifier: MerchantNotifier;
  sessionStore: SessionStore;
  orderNoteDrafts: OrderNoteDrafts;
}): PayCash {
  const underWay = new Map<string, Promise<PayCashOutcome>>();
  /** The invoice made for the last attempt that did not end in an order, and the cart it was made of. */
  let unplaced: { readonly key: string; readonly invoice: PricedInvoice } | null = null;

  async function invoiceFor(key: string, request: PayCashRequest) {
    if (unplaced?.key === key) return { ok: true, invoice: unplaced.invoice } as const;
    const created = await createPaymentInvoice(deps, { ...request, method: 'CASH' });
    if (created.ok) unplaced = { key, invoice: created.invoice };
    return created;
  }

  async function pay(key: string, request: PayCashRequest): Promise<PayCashOutcome> {
    const made = await invoiceFor(key, request);
    if (!made.ok) return made;
    const { invoice } = made;
    const refused = await resubmitOnChannel(deps, { invoice, note: request.note }, null);
    if (refused) return refused;
    const placed = await deps.invoiceGateway.placeOrder(invoice.queryId);
    if (!placed.ok) return placed;
    if (unplaced?.key === key) unplaced = null;
    // The note went with the order: the next order starts without it, even if the cart cannot be emptied.
    await deps.orderNoteDrafts.clear().catch(() => undefined);
    const order = {
      invoiceQueryId: invoice.queryId,
      merchantQueryId: invoice.merchantQueryId,
      tradeTypeId: request.tradeTypeId,
    };
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
    const draft = quoteDraftOf(request.cart, request.tip, request.voucherCode);
    if (draft === null) return Promise.resolve({ ok: false, reason: 'EMPTY_CART' });
    // The cart, tip and voucher the invoice is made of: the same three are the same payment.
    const key = JSON.stringify(draft);
    const running = underWay.get(key);
    if (running) return running;
    const answer = pay(key, request).finally(() => underWay.delete(key));
    underWay.set(key, answer);
    return answer;
  };
}
