import { createPayCash, type PayCashRequest } from '@/application/payments/pay-cash.use-case';
import { InMemoryOrderNoteDrafts } from '../../../support/fakes/in-memory-order-note-drafts';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import { noSelection } from '@/domain/cart/selection';
import { aProduct, aSelection } from '../../../support/cart-fixtures';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';
import { InMemoryInvoiceGateway } from '../../../support/fakes/in-memory-invoice-gateway';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';
import { InMemoryVoucherGateway } from '../../../support/fakes/in-memory-voucher-gateway';
import { RecordingMerchantNotifier } from '../../../support/fakes/recording-merchant-notifier';

const latte = aProduct();
const cart = cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 1)]);
/** The cart summary's cart, tip and voucher as the customer pays it in cash. */
const request: PayCashRequest = { cart, tip: 0, voucherCode: null, note: null, tradeTypeId: 4 };

const signedIn = new InMemorySessionStore({
  token: 'token-1',
  kind: 'anonymous',
  startedAt: 0,
  user: {
    queryId: 'usr-1',
    status: 'active',
    fullName: '',
    mobileNumber: '',
    industryTypes: [],
    channels: [
      { kind: 'card', queryId: 'usr-1-card' },
      { kind: 'cash', queryId: 'usr-1-cash' },
    ],
  },
});

async function world(sessionStore = new InMemorySessionStore()) {
  const vouchers = new InMemoryVoucherGateway();
  const invoices = new InMemoryInvoiceGateway(vouchers);
  const cartRepository = new InMemoryCartRepository(cart);
  const notifier = new RecordingMerchantNotifier();
  const orderNoteDrafts = new InMemoryOrderNoteDrafts();
  const payCash = createPayCash({
    invoiceGateway: invoices,
    voucherGateway: vouchers,
    cartRepository,
    merchantNotifier: notifier,
    sessionStore,
    orderNoteDrafts,
  });
  return { invoices, vouchers, cartRepository, notifier, payCash, orderNoteDrafts };
}

describe('PayCash', () => {
  it('re-submits the invoice on the user\u2019s cash channel before placing it (payment step 3)', async () => {
    const { invoices, payCash } = await world(signedIn);
    await expect(payCash(request)).resolves.toMatchObject({ ok: true });
    expect(invoices.resubmissions).toEqual([
      { invoiceQueryId: 'inv-1', channelQueryId: 'usr-1-cash', sessionId: null },
    ]);
    expect(invoices.placeCalls).toEqual(['inv-1']);
  });

  it('re-submits the customer\u2019s note, trimmed, with the signed-in user as the recipient', async () => {
    const session = signedIn.current!;
    const named = new InMemorySessionStore({
      ...session,
      user: { ...session.user, fullName: 'Aino Aalto', mobileNumber: '+358401234567' },
    });
    const { invoices, payCash } = await world(named);
    await expect(payCash({ ...request, note: '  Pähkinäallergia  ' })).resolves.toMatchObject({ ok: true });
    expect(invoices.resubmittedOrders).toEqual([
      {
        invoice: expect.objectContaining({ queryId: 'inv-1', lines: [expect.objectContaining({ quantity: 1 })] }),
        note: 'Pähkinäallergia',
        recipient: { name: 'Aino Aalto', phoneNumber: '+358401234567' },
      },
    ]);
  });

  it.each([
    [' Aino Aalto ', '', { name: 'Aino Aalto', phoneNumber: '' }],
    ['', ' +358401234567 ', { name: '', phoneNumber: '+358401234567' }],
    ['  ', '  ', null],
  ])('names the user %j with the number %j as the recipient %j', async (fullName, mobileNumber, recipient) => {
    const session = signedIn.current!;
    const { invoices, payCash } = await world(
      new InMemorySessionStore({ ...session, user: { ...session.user, fullName, mobileNumber } }),
    );
    await expect(payCash(request)).resolves.toMatchObject({ ok: true });
    expect(invoices.resubmittedOrders.map((order) => order.recipient)).toEqual([recipient]);
  });

  it('places nothing when the server refuses the re-submitted invoice, and keeps the note being written', async () => {
    const { invoices, notifier, payCash, orderNoteDrafts } = await world(signedIn);
    orderNoteDrafts.draft = { storeQueryId: 'store-aalto', note: 'Ovikoodi 1234' };
    invoices.resubmitRefusal = { ok: false, reason: 'REFUSED', message: 'The store has closed' };
    await expect(payCash(request)).resolves.toEqual({ ok: false, reason: 'REFUSED', message: 'The store has closed' });
    expect(invoices.placeCalls).toEqual([]);
    expect(notifier.notifications).toEqual([]);
    expect(orderNoteDrafts.draft).not.toBeNull();
  });

  it('forgets the note being written once the order it went with is placed', async () => {
    const { payCash, orderNoteDrafts } = await world(signedIn);
    orderNoteDrafts.draft = { storeQueryId: 'store-aalto', note: 'Ovikoodi 1234' };
    await expect(payCash({ ...request, note: 'Ovikoodi 1234' })).resolves.toMatchObject({ ok: true });
    expect(orderNoteDrafts.draft).toBeNull();
  });

  it('re-submits nothing for a kept session without channels, and still places the order', async () => {
    const { invoices, payCash } = await world();
    await expect(payCash(request)).resolves.toMatchObject({ ok: true });
    expect(invoices.resubmissions).toEqual([]);
    expect(invoices.placeCalls).toEqual(['inv-1']);
  });

  it('places the invoice, empties the cart, notifies the merchant with 9017 and names the confirmation page', async () => {
    const { invoices, cartRepository, notifier, payCash } = await world();
    await expect(payCash(request)).resolves.toEqual({
      ok: true,
      path: '/checkout/payment-success/inv-1?trade_type_id=4',
      failedEffects: [],
    });
    expect(invoices.placeCalls).toEqual(['inv-1']);
    expect(cartRepository.cart.lines).toEqual([]);
    expect(notifier.notifications).toEqual([
      { moduleCode: 9017, merchantQueryId: latte.store.queryId, queryId: 'inv-1' },
    ]);
  });

  it('sends one request for two calls under way together', async () => {
    const { invoices, payCash } = await world();
    invoices.holdPlacements = true;
    const first = payCash(request);
    const second = payCash(request);
    invoices.releasePlacements();
    expect(await second).toEqual(await first);
    expect(invoices.placeCalls).toEqual(['inv-1']);
  });

  it('keeps the cart when the server refuses, and reports the refusal', async () => {
    const { invoices, cartRepository, notifier, payCash } = await world();
    invoices.placeRefusal = { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['latte'] };
    await expect(payCash(request)).resolves.toEqual(invoices.placeRefusal);
    expect(cartRepository.cart.lines).toHaveLength(1);
    expect(notifier.notifications).toEqual([]);
  });

  it('reports after-steps that failed without undoing the placed order', async () => {
    const { cartRepository, notifier, payCash } = await world();
    cartRepository.failSaves = true;
    notifier.failing = true;
    await expect(payCash(request)).resolves.toMatchObject({
      ok: true,
      failedEffects: ['CLEAR_CART', 'NOTIFY_MERCHANT'],
    });
  });

  it('answers the placed order when emptying the cart or forgetting the note throws instead of answering', async () => {
    const { invoices, cartRepository, notifier, orderNoteDrafts, payCash } = await world();
    cartRepository.save = () => Promise.reject(new Error('QuotaExceededError'));
    orderNoteDrafts.clear = () => Promise.reject(new Error('QuotaExceededError'));
    await expect(payCash(request)).resolves.toEqual({
      ok: true,
      path: '/checkout/payment-success/inv-1?trade_type_id=4',
      failedEffects: ['CLEAR_CART'],
    });
    expect(invoices.placeCalls).toEqual(['inv-1']);
    expect(notifier.notifications).toHaveLength(1);
  });

  it('lets a failed call be tried again on the invoice it made, making no second one', async () => {
    const { invoices, payCash } = await world();
    invoices.placeFailure = { code: 'CONNECTION_FAILED', message: '' };
    await expect(payCash(request)).rejects.toEqual({ code: 'CONNECTION_FAILED', message: '' });
    invoices.placeFailure = null;
    await expect(payCash(request)).resolves.toMatchObject({ ok: true });
    expect(invoices.placeCalls).toEqual(['inv-1', 'inv-1']);
    expect(invoices.drafts).toHaveLength(1);
  });

  it('keeps the invoice of a cart refused while an earlier cart was being placed, for that cart\u2019s retry', async () => {
    const { invoices, payCash } = await world(signedIn);
    invoices.holdPlacements = true;
    const first = payCash(request);
    await new Promise((settled) => setTimeout(settled, 0));
    invoices.resubmitRefusal = { ok: false, reason: 'REFUSED', message: 'Kitchen is busy' };
    await expect(payCash({ ...request, tip: 3 })).resolves.toMatchObject({ ok: false, reason: 'REFUSED' });
    invoices.resubmitRefusal = null;
    invoices.releasePlacements();
    await expect(first).resolves.toMatchObject({ ok: true });

    await expect(payCash({ ...request, tip: 3 })).resolves.toMatchObject({ ok: true });
    expect(invoices.drafts.map((draft) => draft.tip)).toEqual([0, 3]);
    expect(invoices.placeCalls).toEqual(['inv-1', 'inv-2']);
  });

  it('makes the one invoice of the order when the customer pays, in cash, with the tip and the voucher', async () => {
    const { invoices, vouchers, payCash } = await world();
    vouchers.accept('WELCOME10', 100, 900);
    await expect(payCash({ ...request, tip: 2, voucherCode: 'WELCOME10' })).resolves.toMatchObject({ ok: true });
    expect(invoices.drafts).toEqual([
      expect.objectContaining({ paymentMethod: 'CASH', tip: 2, storeQueryId: latte.store.queryId }),
    ]);
    expect(vouchers.calls).toEqual([{ invoiceQueryId: 'inv-1', code: 'WELCOME10' }]);
    expect(invoices.placeCalls).toEqual(['inv-1']);
  });

  it('puts every product of the cart on the invoice with its quantity and choices', async () => {
    const mocha = aProduct({ queryId: 'prd-mocha', name: 'Mocha' });
    const large = aSelection({ sizeId: 'size-l', variantOptionIds: ['oat-milk'] });
    const twoLines = cartOf(cartStoreOf(latte.store), [
      cartLineFor(latte, noSelection, 1),
      cartLineFor(mocha, large, 3),
    ]);
    const { invoices, payCash } = await world();
    await expect(payCash({ ...request, cart: twoLines })).resolves.toMatchObject({ ok: true });
    expect(invoices.drafts.map((draft) => [draft.storeQueryId, draft.merchantAddressId, draft.lines])).toEqual([
      [
        latte.store.queryId,
        latte.store.merchantAddressId,
        [
          { productQueryId: latte.queryId, quantity: 1, selection: noSelection },
          { productQueryId: 'prd-mocha', quantity: 3, selection: large },
        ],
      ],
    ]);
  });

  it('refuses an empty cart without making an invoice', async () => {
    const { invoices, payCash } = await world();
    await expect(payCash({ ...request, cart: emptyCart })).resolves.toEqual({ ok: false, reason: 'EMPTY_CART' });
    expect(invoices.drafts).toEqual([]);
  });

  it('answers a refused invoice, places nothing, and makes a new invoice on the next try', async () => {
    const { invoices, payCash } = await world();
    const refusal = { ok: false, reason: 'REFUSED', message: 'Closed' } as const;
    invoices.createRefusal = refusal;
    await expect(payCash(request)).resolves.toEqual(refusal);
    expect(invoices.placeCalls).toEqual([]);
    invoices.createRefusal = null;
    await expect(payCash(request)).resolves.toMatchObject({ ok: true });
    expect(invoices.placeCalls).toEqual(['inv-2']);
  });

  it('makes a new invoice for the same cart paid again after its order was placed', async () => {
    const { invoices, payCash } = await world();
    await expect(payCash(request)).resolves.toMatchObject({ ok: true });
    await expect(payCash(request)).resolves.toMatchObject({ ok: true });
    expect(invoices.placeCalls).toEqual(['inv-1', 'inv-2']);
  });

  it('makes a new invoice when the cart changed after a failed attempt', async () => {
    const { invoices, payCash } = await world();
    invoices.placeFailure = { code: 'CONNECTION_FAILED', message: '' };
    await expect(payCash(request)).rejects.toEqual({ code: 'CONNECTION_FAILED', message: '' });
    invoices.placeFailure = null;
    await expect(payCash({ ...request, tip: 3 })).resolves.toMatchObject({ ok: true });
    expect(invoices.drafts.map((draft) => draft.tip)).toEqual([0, 3]);
    expect(invoices.placeCalls).toEqual(['inv-1', 'inv-2']);
  });
});
