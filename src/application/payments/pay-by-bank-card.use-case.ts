import type { Cart } from '@/domain/cart/cart';
import { keptOrderNote } from '@/domain/orders/order-note';
import type { BankCardCredentials } from '@/domain/payments/bank-card-form';
import type { Tip } from '@/domain/tip/tip';
import type { CardPayments } from '../ports/card-payments.port';
import type { CardFormRequired, InvoiceGateway, InvoiceRefusal } from '../ports/invoice-gateway.port';
import type { SessionStore } from '../ports/session-store.port';
import type { HandlePaymentSuccess } from './handle-payment-success.use-case';
import { resubmitOnChannel } from './resubmit-on-channel';

export type BankCardFormOutcome =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: 'NOT_SIGNED_IN' };

export interface BankCardPaymentRequest {
  readonly cart: Cart;
  readonly tip: Tip;
  /** What the customer wrote to the store about the order; null or blank when nothing. */
  readonly note: string | null;
  /** What the form posted back: its session (`s`) and card token (`cn`). */
  readonly card: BankCardCredentials;
  readonly tradeTypeId: number | null;
}

export type BankCardPaymentOutcome =
  | { readonly ok: true; readonly invoiceQueryId: string }
  | InvoiceRefusal
  /** The bank asks for its form once more (e.g. to verify the card): the dialog shows the page it names. */
  | CardFormRequired
  | { readonly ok: false; readonly reason: 'EMPTY_CART' };

/** Paying through the bank card form: the form first, then the invoice the accepted card pays. */
export interface PayByBankCard {
  /**
   * The form to frame for the signed-in user (a guest counts).
   * @throws AppError when the server refuses.
   */
  openForm(): Promise<BankCardFormOutcome>;

  /**
   * The form accepted a card: an invoice of the bank card method is created with its session and token (the
   * server checks the pair and takes the payment), placed, and the after-payment steps run. One card pays one
   * invoice: the same card posted again answers the first payment's outcome instead of paying twice.
   * @throws AppError when the server refuses the card (402) or cannot be reached.
   */
  cardAccepted(request: BankCardPaymentRequest): Promise<BankCardPaymentOutcome>;
}

export function createPayByBankCard(deps: {
  sessionStore: SessionStore;
  invoiceGateway: InvoiceGateway;
  cardPayments: CardPayments;
  handlePaymentSuccess: HandlePaymentSuccess;
}): PayByBankCard {
  const payments = new Map<string, Promise<BankCardPaymentOutcome>>();

  async function pay({ cart, tip, note, card, tradeTypeId }: BankCardPaymentRequest): Promise<BankCardPaymentOutcome> {
    if (cart.store === null || cart.lines.length === 0) return { ok: false, reason: 'EMPTY_CART' };
    // The card pays as the invoice is created, so a voucher cannot be added afterwards; the form is reached
    // from the summary, whose voucher is on the quoted cash invoice only.
    const created = await deps.invoiceGateway.create({
      storeQueryId: cart.store.queryId,
      merchantAddressId: cart.store.merchantAddressId,
      paymentMethod: 'PAYMENT_BY_CARD_BANK_ALFALAH',
      lines: cart.lines.map((line) => ({
        productQueryId: line.productQueryId,
        quantity: line.quantity,
        selection: line.selection,
      })),
      tip,
      note: keptOrderNote(note),
      bankCard: card,
    });
    if (!created.ok) return created;
    // The spec's payment step 3: the form's session settles the invoice on the user's card channel.
    const refused = await resubmitOnChannel(deps, { invoice: created.invoice, note }, card.sessionId);
    if (refused) return refused;
    const placed = await deps.invoiceGateway.placeOrder(created.invoice.queryId);
    if (!placed.ok) return placed;
    await deps.handlePaymentSuccess.paymentSucceeded({
      invoiceQueryId: placed.invoice.queryId,
      merchantQueryId: placed.invoice.merchantQueryId,
      tradeTypeId,
    });
    return { ok: true, invoiceQueryId: placed.invoice.queryId };
  }

  return {
    async openForm() {
      const session = await deps.sessionStore.load();
      if (session === null) return { ok: false, reason: 'NOT_SIGNED_IN' };
      return { ok: true, url: await deps.cardPayments.bankCardFormUrl(session.user.queryId) };
    },
    cardAccepted(request) {
      const known = payments.get(request.card.sessionId);
      if (known) return known;
      const answer = pay(request);
      payments.set(request.card.sessionId, answer);
      // A failure leaves nothing paid, so the same card may be tried again.
      answer.catch(() => payments.delete(request.card.sessionId));
      return answer;
    },
  };
}
