import { createBankPaymentReturned } from '@/application/payments/bank-payment-returned.use-case';
import { createHandlePaymentSuccess } from '@/application/payments/handle-payment-success.use-case';
import { createPayByBankCard } from '@/application/payments/pay-by-bank-card.use-case';
import { createStartBankPayment } from '@/application/payments/start-bank-payment.use-case';
import { createStartFramedPayment } from '@/application/payments/start-framed-payment.use-case';
import { createWatchCardPayment } from '@/application/payments/watch-card-payment.use-case';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import { noSelection } from '@/domain/cart/selection';
import { aProduct } from '../../../support/cart-fixtures';
import { InMemoryCardPayments } from '../../../support/fakes/in-memory-card-payments';
import { InMemoryInvoiceGateway } from '../../../support/fakes/in-memory-invoice-gateway';
import { InMemoryOrderUpdates } from '../../../support/fakes/in-memory-order-updates';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';
import type { PaymentChannel } from '@/domain/payments/settlement-channel';
import { InMemoryVoucherGateway } from '../../../support/fakes/in-memory-voucher-gateway';
import { RecordingCartClearer } from '../../../support/fakes/recording-cart-clearer';
import { RecordingDeviceRegistration } from '../../../support/fakes/recording-device-registration';
import { RecordingMerchantNotifier } from '../../../support/fakes/recording-merchant-notifier';
import { RecordingPageNavigation } from '../../../support/fakes/recording-page-navigation';

const latte = aProduct();
const cart = cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 2)]);
const card = { sessionId: 'sess-0001', cardToken: 'card_0123456789abcdef0123456789abcdef' };

function world() {
  const vouchers = new InMemoryVoucherGateway();
  const invoices = new InMemoryInvoiceGateway(vouchers);
  const cards = new InMemoryCardPayments();
  const notifier = new RecordingMerchantNotifier();
  const navigation = new RecordingPageNavigation();
  const handlePaymentSuccess = createHandlePaymentSuccess({
    cart: new RecordingCartClearer(),
    merchantNotifier: notifier,
    deviceRegistration: new RecordingDeviceRegistration(),
    navigation,
  });
  return { invoices, vouchers, cards, notifier, navigation, handlePaymentSuccess };
}

describe('StartFramedPayment', () => {
  it('makes an invoice of the method with tip and voucher, then registers it at the provider', async () => {
    const { invoices, vouchers, cards } = world();
    vouchers.accept('WELCOME10', 100);
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: null,
    });
    const outcome = await start({ cart, method: 'NEST_MOBILE_PAY', voucherCode: 'WELCOME10', tip: 50, note: null });
    expect(outcome).toEqual({
      ok: true,
      invoiceQueryId: 'inv-1',
      merchantQueryId: latte.store.queryId,
      frameUrl: 'https://pay.example/terminal?invoiceQueryId=inv-1',
    });
    expect(invoices.drafts.map((draft) => [draft.paymentMethod, draft.tip])).toEqual([['NEST_MOBILE_PAY', 50]]);
    expect(vouchers.calls).toEqual([{ invoiceQueryId: 'inv-1', code: 'WELCOME10' }]);
  });

  it('makes the invoice with the customer\u2019s note, trimmed, since a framed payment never re-submits it', async () => {
    const { invoices, vouchers, cards } = world();
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: null,
    });
    await start({ cart, method: 'STRIPE', voucherCode: null, tip: 0, note: '  No onions, please \n' });
    await start({ cart, method: 'STRIPE', voucherCode: null, tip: 0, note: '   ' });
    expect(invoices.drafts.map((draft) => draft.note)).toEqual(['No onions, please', null]);
    expect(invoices.resubmittedOrders).toEqual([]);
  });

  it('starts nothing at the provider when the voucher no longer applies', async () => {
    const { invoices, vouchers, cards } = world();
    vouchers.refuse('OLD', 'This voucher has expired');
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: null,
    });
    expect(await start({ cart, method: 'STRIPE', voucherCode: 'OLD', tip: 0, note: null })).toEqual({
      ok: false,
      reason: 'REFUSED',
      message: 'This voucher has expired',
    });
    expect(cards.checkoutCalls).toEqual([]);
  });

  it("frames a live merchant's payment at the host's configured terminal, with its merchant and transaction", async () => {
    const { invoices, vouchers, cards } = world();
    cards.merchantIdDev = 'LIVE';
    cards.merchantId = 'M 42';
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: 'https://epayment.example/Terminal/default.aspx',
    });
    expect(await start({ cart, method: 'NEST_CARD_PAY', voucherCode: null, tip: 0, note: null })).toMatchObject({
      ok: true,
      frameUrl: 'https://epayment.example/Terminal/default.aspx?merchantId=M%2042&transactionId=T---inv-1',
    });
  });

  it("frames the provider's test merchant at the test terminal even where the host configured its own", async () => {
    const { invoices, vouchers, cards } = world();
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: 'https://epayment.example/Terminal/default.aspx',
    });
    expect(await start({ cart, method: 'NEST_CARD_PAY', voucherCode: null, tip: 0, note: null })).toMatchObject({
      ok: true,
      frameUrl: 'https://pay.example/terminal?invoiceQueryId=inv-1',
    });
  });

  it('opens no terminal for a live merchant on a host that configured none', async () => {
    const { invoices, vouchers, cards } = world();
    cards.merchantIdDev = 'LIVE';
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: null,
    });
    expect(await start({ cart, method: 'NEST_CARD_PAY', voucherCode: null, tip: 0, note: null })).toEqual({
      ok: false,
      reason: 'TERMINAL_UNAVAILABLE',
    });
  });

  it('frames the card checkout the provider starts for a STRIPE payment, registering no network card', async () => {
    const { invoices, vouchers, cards } = world();
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: null,
    });
    expect(await start({ cart, method: 'STRIPE', voucherCode: null, tip: 0, note: null })).toEqual({
      ok: true,
      invoiceQueryId: 'inv-1',
      merchantQueryId: latte.store.queryId,
      frameUrl: 'https://pay.example/checkout?payment_intent=pi_1#secret',
    });
    expect(cards.checkoutCalls).toEqual([{ invoiceQueryId: 'inv-1', merchantQueryId: latte.store.queryId }]);
    expect(cards.networkCardCalls).toEqual([]);
  });

  it('opens no terminal when the provider registered the payment without a merchant', async () => {
    const { invoices, vouchers, cards } = world();
    cards.merchantId = null;
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: 'https://epayment.example/Terminal/default.aspx',
    });
    expect(await start({ cart, method: 'NEST_CARD_PAY', voucherCode: null, tip: 0, note: null })).toEqual({
      ok: false,
      reason: 'TERMINAL_UNAVAILABLE',
    });
  });

  it('answers an empty cart without calling the server', async () => {
    const { invoices, vouchers, cards } = world();
    const start = createStartFramedPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      networkCardTerminalUrl: null,
    });
    expect(await start({ cart: emptyCart, method: 'NEST_CARD_PAY', voucherCode: null, tip: 0, note: null })).toEqual({
      ok: false,
      reason: 'EMPTY_CART',
    });
    const noLines = { store: cart.store, lines: [] };
    expect(await start({ cart: noLines, method: 'NEST_CARD_PAY', voucherCode: null, tip: 0, note: null })).toEqual({
      ok: false,
      reason: 'EMPTY_CART',
    });
    const noStore = { store: null, lines: cart.lines };
    expect(await start({ cart: noStore, method: 'NEST_CARD_PAY', voucherCode: null, tip: 0, note: null })).toEqual({
      ok: false,
      reason: 'EMPTY_CART',
    });
    expect(invoices.drafts).toEqual([]);
  });
});

describe('WatchCardPayment', () => {
  it('tells about every success for the invoice and runs the after-payment steps once', async () => {
    const { notifier, navigation, handlePaymentSuccess } = world();
    const updates = new InMemoryOrderUpdates();
    const watch = createWatchCardPayment({ orderUpdates: updates, handlePaymentSuccess });
    const paid = jest.fn();
    const stop = watch({ invoiceQueryId: 'inv-1', merchantQueryId: 'store-1', tradeTypeId: null }, paid);
    const success = {
      type: 'SSE_NETS_PAYMENT_SUCCESSFULL',
      status: 'SSE_NETS_PAYMENT_SUCCESSFULL',
      invoiceQueryId: 'inv-1',
      merchantQueryId: 'store-1',
    };
    updates.send({ ...success, invoiceQueryId: 'inv-9' });
    updates.send({ ...success, status: 'order_pending' });
    expect(paid).not.toHaveBeenCalled();
    updates.send(success);
    updates.send(success);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paid).toHaveBeenCalledTimes(2);
    expect(notifier.notifications).toHaveLength(1);
    expect(navigation.visited).toEqual(['/checkout/payment-success/inv-1']);
    stop();
    expect(updates.subscriberCount).toBe(0);
  });
});

describe('PayByBankCard', () => {
  function payByBankCard(signedIn = true, channels?: readonly PaymentChannel[]) {
    const w = world();
    const sessions = new InMemorySessionStore(
      signedIn
        ? {
            token: 't',
            kind: 'anonymous',
            startedAt: 0,
            user: { queryId: 'user-9', status: 'active', fullName: '', mobileNumber: '', industryTypes: [], channels },
          }
        : null,
    );
    const useCase = createPayByBankCard({
      sessionStore: sessions,
      invoiceGateway: w.invoices,
      cardPayments: w.cards,
      handlePaymentSuccess: w.handlePaymentSuccess,
    });
    return { ...w, useCase };
  }

  it('opens the form of the signed-in user, and none without a session', async () => {
    const { useCase, cards } = payByBankCard();
    expect(await useCase.openForm()).toEqual({
      ok: true,
      url: 'https://bank.example/sandbox/bank-card/form?s=sess-0001',
    });
    expect(cards.formCalls).toEqual(['user-9']);
    expect(await payByBankCard(false).useCase.openForm()).toEqual({ ok: false, reason: 'NOT_SIGNED_IN' });
  });

  it('pays one invoice per card however often the form posts it', async () => {
    const { useCase, invoices, navigation } = payByBankCard();
    const request = { cart, tip: 0, note: null, card, tradeTypeId: 3 };
    const [first, second] = await Promise.all([useCase.cardAccepted(request), useCase.cardAccepted(request)]);
    expect(first).toEqual({ ok: true, invoiceQueryId: 'inv-1' });
    expect(second).toEqual(first);
    expect(invoices.drafts.map((draft) => [draft.paymentMethod, draft.bankCard])).toEqual([
      ['PAYMENT_BY_CARD_BANK_ALFALAH', card],
    ]);
    expect(invoices.placeCalls).toEqual(['inv-1']);
    expect(navigation.visited).toEqual(['/checkout/payment-success/inv-1?trade_type_id=3']);
  });

  it('re-submits the paid invoice on the card channel with the form\u2019s session and the customer\u2019s note', async () => {
    const { useCase, invoices } = payByBankCard(true, [{ kind: 'card', queryId: 'user-9-card' }]);
    await useCase.cardAccepted({ cart, tip: 0, note: ' Ovikoodi 1234 ', card, tradeTypeId: null });
    expect(invoices.resubmissions).toEqual([
      { invoiceQueryId: 'inv-1', channelQueryId: 'user-9-card', sessionId: card.sessionId },
    ]);
    // A guest's record has no name or number, so there is no recipient to name.
    expect(invoices.resubmittedOrders.map((order) => [order.note, order.recipient])).toEqual([['Ovikoodi 1234', null]]);
  });

  it('places nothing when the card channel refuses the invoice, and answers the refusal', async () => {
    const { useCase, invoices, navigation } = payByBankCard(true, [{ kind: 'card', queryId: 'user-9-card' }]);
    const refusal = { ok: false, reason: 'REFUSED', message: 'The store is paused' } as const;
    invoices.resubmitRefusal = refusal;
    expect(await useCase.cardAccepted({ cart, tip: 0, note: null, card, tradeTypeId: null })).toEqual(refusal);
    expect(invoices.placeCalls).toEqual([]);
    expect(navigation.visited).toEqual([]);
  });

  it('answers a refusal of the invoice or of its placing, and runs no after-payment step', async () => {
    const refusal = { ok: false, reason: 'REFUSED', message: 'No' } as const;
    const refusedCreate = payByBankCard();
    refusedCreate.invoices.createRefusal = refusal;
    expect(await refusedCreate.useCase.cardAccepted({ cart, tip: 0, note: null, card, tradeTypeId: null })).toEqual(
      refusal,
    );
    expect(refusedCreate.invoices.placeCalls).toEqual([]);
    const refusedPlace = payByBankCard();
    refusedPlace.invoices.placeRefusal = refusal;
    expect(await refusedPlace.useCase.cardAccepted({ cart, tip: 0, note: null, card, tradeTypeId: null })).toEqual(
      refusal,
    );
    expect(refusedPlace.navigation.visited).toEqual([]);
  });

  it("creates the invoice with the cart's store, products, quantities, choices and tip", async () => {
    const { useCase, invoices } = payByBankCard();
    await useCase.cardAccepted({ cart, tip: 150, note: null, card, tradeTypeId: null });
    const line = cart.lines[0]!;
    expect(invoices.drafts).toEqual([
      expect.objectContaining({
        storeQueryId: cart.store!.queryId,
        merchantAddressId: cart.store!.merchantAddressId,
        lines: [{ productQueryId: line.productQueryId, quantity: 2, selection: line.selection }],
        tip: 150,
      }),
    ]);
  });

  it('refuses an empty cart before the bank is asked anything', async () => {
    const { useCase, invoices } = payByBankCard();
    const request = { cart: emptyCart, tip: 0, note: null, card, tradeTypeId: null };
    expect(await useCase.cardAccepted(request)).toEqual({ ok: false, reason: 'EMPTY_CART' });
    const noLines = { ...request, card: { ...card, sessionId: 'sess-0002' }, cart: { store: cart.store, lines: [] } };
    expect(await useCase.cardAccepted(noLines)).toEqual({ ok: false, reason: 'EMPTY_CART' });
    const noStore = { ...request, card: { ...card, sessionId: 'sess-0003' }, cart: { store: null, lines: cart.lines } };
    expect(await useCase.cardAccepted(noStore)).toEqual({ ok: false, reason: 'EMPTY_CART' });
    expect(invoices.drafts).toEqual([]);
  });

  it('lets the same card be tried again after the server could not be reached', async () => {
    const { useCase, invoices } = payByBankCard();
    invoices.createFailure = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout' };
    await expect(useCase.cardAccepted({ cart, tip: 0, note: null, card, tradeTypeId: null })).rejects.toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
    });
    invoices.createFailure = null;
    expect(await useCase.cardAccepted({ cart, tip: 0, note: null, card, tradeTypeId: null })).toEqual({
      ok: true,
      invoiceQueryId: 'inv-2',
    });
  });
});

describe('StartBankPayment and BankPaymentReturned', () => {
  it('hands out the bank login returning to the storefront page of the new invoice', async () => {
    const { invoices, vouchers, cards } = world();
    const start = createStartBankPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      appOrigin: 'https://shop.example/',
    });
    expect(await start({ cart, voucherCode: null, tip: 0, note: null })).toEqual({
      ok: true,
      invoiceQueryId: 'inv-1',
      url: `https://bank.example/login?invoiceQueryId=inv-1&redirectUrl=${encodeURIComponent(
        'https://shop.example/user/soneri-payment/success/inv-1/html',
      )}`,
    });
    expect(invoices.drafts[0]?.paymentMethod).toBe('PAYMENT_BY_SONERI');
  });

  it('makes the bank\u2019s invoice with the customer\u2019s note, as the bank never re-submits it', async () => {
    const { invoices, vouchers, cards } = world();
    const start = createStartBankPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      appOrigin: 'https://shop.example/',
    });
    await start({ cart, voucherCode: null, tip: 0, note: 'Ovikoodi 1234' });
    expect(invoices.drafts.map((draft) => [draft.paymentMethod, draft.note])).toEqual([
      ['PAYMENT_BY_SONERI', 'Ovikoodi 1234'],
    ]);
  });

  it('hands out no bank login for an invoice the server refused', async () => {
    const { invoices, vouchers, cards } = world();
    const refusal = { ok: false, reason: 'REFUSED', message: 'Closed' } as const;
    invoices.createRefusal = refusal;
    const start = createStartBankPayment({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cardPayments: cards,
      appOrigin: 'https://shop.example/',
    });
    expect(await start({ cart, voucherCode: null, tip: 0, note: null })).toEqual(refusal);
  });

  it('runs the after-payment steps only for an invoice the bank placed', async () => {
    const { cards, navigation, handlePaymentSuccess } = world();
    const returned = createBankPaymentReturned({ cardPayments: cards, handlePaymentSuccess });
    expect(await returned('inv-4', null)).toEqual({ paid: false });
    expect(navigation.visited).toEqual([]);
    cards.placedInvoices.add('inv-4');
    expect(await returned('inv-4', 2)).toEqual({ paid: true });
    expect(navigation.visited).toEqual(['/checkout/payment-success/inv-4?trade_type_id=2']);
  });
});
