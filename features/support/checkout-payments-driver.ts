import { createPayByBankCard } from '@/application/payments/pay-by-bank-card.use-case';
import assert from 'node:assert/strict';
import { createPayCash, type PayCash } from '@/application/payments/pay-cash.use-case';
import { createStartBankPayment } from '@/application/payments/start-bank-payment.use-case';
import { createStartFramedPayment } from '@/application/payments/start-framed-payment.use-case';
import { createQuoteCheckout } from '@/application/checkout/quote-checkout.use-case';
import type { Cart } from '@/domain/cart/cart';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { noSelection } from '@/domain/cart/selection';
import { cartTotal } from '@/domain/pricing/cart-total';
import { paymentFlow, type PaymentFlow } from '@/domain/payments/payment-flow';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import { aProduct, aProductStore } from '../../tests/support/cart-fixtures';
import { InMemoryCardPayments } from '../../tests/support/fakes/in-memory-card-payments';
import { InMemoryCartRepository } from '../../tests/support/fakes/in-memory-cart-repository';
import { InMemoryInvoiceGateway } from '../../tests/support/fakes/in-memory-invoice-gateway';
import { InMemorySessionStore } from '../../tests/support/fakes/in-memory-session-store';
import { InMemoryOrderNoteDrafts } from '../../tests/support/fakes/in-memory-order-note-drafts';
import { InMemoryVoucherGateway } from '../../tests/support/fakes/in-memory-voucher-gateway';
import type { PaymentsDriver } from './payments-driver';

/** What the bank card form posts back once it accepted a card: its session (`s`) and card token (`cn`). */
export const approvedBankCard = { sessionId: 'S1', cardToken: 'C1' };

/** An invoice the server holds, in cents, and the method it is to be paid by. */
export interface HeldInvoice {
  readonly shortOrderId: string;
  readonly cents: number;
  readonly method: PaymentMethod;
}

/**
 * The checkout's pay buttons over in-memory servers: the method picks the flow as the cart summary does
 * (`paymentFlow`), and the flow runs the use case the product runs for it.
 */
export class CheckoutPaymentsDriver {
  private readonly voucherGateway = new InMemoryVoucherGateway();
  readonly invoiceGateway = new InMemoryInvoiceGateway(this.voucherGateway);
  readonly cardPayments = new InMemoryCardPayments();
  private readonly cartRepository = new InMemoryCartRepository();
  appOrigin = 'https://storefront.example';
  cart: Cart = { store: null, lines: [] };
  flow: PaymentFlow | null = null;
  heldInvoice: HeldInvoice | null = null;
  /** The provider's page the checkout frames, or the bank's page it opens in a new tab. */
  openedPage = '';
  /** The voucher applied on the checkout, if any. */
  private voucherCode: string | null = null;

  constructor(private readonly payments: PaymentsDriver) {}

  fillCart(quantity: number, productName: string, merchantQueryId: string): void {
    const product = aProduct({ name: productName, store: aProductStore({ queryId: merchantQueryId }) });
    this.cart = { store: cartStoreOf(product.store), lines: [cartLineFor(product, noSelection, quantity)] };
  }

  /** A voucher the server says takes off the whole cart: the invoice then costs 0. */
  applyVoucherCoveringTheCart(code: string): void {
    this.voucherGateway.accept(code, cartTotal(this.cart.lines), 0);
    this.voucherCode = code;
  }

  /** The tip the customer changes the summary's price with, in whole units. */
  private tip = 0;

  /**
   * The customer changes the tip at the cart summary this many times, one unit more each time: each change is
   * priced by the server, as the summary asks it.
   */
  async changeTip(times: number): Promise<void> {
    const quote = createQuoteCheckout(this.ports);
    for (let change = 1; change <= times; change += 1) {
      this.tip = change;
      const quoted = await quote({ cart: this.cart, voucherCode: this.voucherCode, tip: this.tip });
      if (!quoted.ok) throw new Error(`The cart was not priced: ${quoted.reason}`);
    }
  }

  /** Pays cash while the server's answer to placing the order is lost, then pays cash again. */
  async payCashAgainAfterALostAnswer(): Promise<void> {
    this.invoiceGateway.placeFailure = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout' };
    await assert.rejects(this.pay('CASH'));
    this.invoiceGateway.placeFailure = null;
    await this.pay('CASH');
  }

  async pay(method: PaymentMethod): Promise<void> {
    const request = { cart: this.cart, voucherCode: this.voucherCode, tip: this.tip, note: null };
    // As the cart summary: with a voucher the server's quote (its payable after the voucher) decides the flow;
    // without one, the in-memory server prices the cart at its lines' total, an amount above 0.
    const quote = this.voucherCode === null ? null : await createQuoteCheckout(this.ports)(request);
    if (quote !== null && !quote.ok) throw new Error(`The cart was not priced: ${quote.reason}`);
    const flow = paymentFlow(method, quote?.priced.payable ?? cartTotal(this.cart.lines));
    this.flow = flow;
    switch (flow.kind) {
      case 'FRAMED_PROVIDER': {
        const started = await createStartFramedPayment(this.ports)({ ...request, method: flow.method });
        if (!started.ok) throw new Error(`The card payment did not start: ${started.reason}`);
        this.openedPage = started.frameUrl;
        return;
      }
      case 'NAMED_BANK': {
        const started = await createStartBankPayment({ ...this.ports, appOrigin: this.appOrigin })(request);
        if (!started.ok) throw new Error(`The bank payment did not start: ${started.reason}`);
        this.openedPage = started.url;
        return;
      }
      case 'BANK_CARD_FORM': {
        const payByBankCard = createPayByBankCard({
          ...this.ports,
          sessionStore: new InMemorySessionStore(),
          handlePaymentSuccess: this.payments.paymentSuccess,
        });
        const paid = await payByBankCard.cardAccepted({
          ...request,
          note: null,
          card: approvedBankCard,
          tradeTypeId: null,
        });
        if (!paid.ok) throw new Error(`The bank card did not pay: ${paid.reason}`);
        return;
      }
      case 'PLACE_DIRECTLY': {
        // Choosing cash makes the order's one invoice, of the cart, tip and voucher the summary priced.
        const paid = await this.payCash({ ...request, note: null, tradeTypeId: null });
        if (!paid.ok) throw new Error(`The cash order was not placed: ${paid.reason}`);
        return;
      }
    }
  }

  /** One cash payment use case for the checkout, as the app has one: it remembers the invoice an attempt made. */
  private payCashUseCase: PayCash | null = null;

  private get payCash(): PayCash {
    this.payCashUseCase ??= createPayCash({
      ...this.ports,
      cartRepository: this.cartRepository,
      merchantNotifier: this.payments.merchantNotifier,
      sessionStore: new InMemorySessionStore(),
      orderNoteDrafts: new InMemoryOrderNoteDrafts(),
    });
    return this.payCashUseCase;
  }

  private get ports() {
    return {
      invoiceGateway: this.invoiceGateway,
      voucherGateway: this.voucherGateway,
      cardPayments: this.cardPayments,
      networkCardTerminalUrl: null,
    };
  }
}
