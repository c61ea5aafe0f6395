import { createPayCash } from '@/application/payments/pay-cash.use-case';
import { InMemoryOrderNoteDrafts } from '../../../support/fakes/in-memory-order-note-drafts';
import { createQuoteCheckout } from '@/application/checkout/quote-checkout.use-case';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import { aProduct, aSelection } from '../../../support/cart-fixtures';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';
import { InMemoryInvoiceGateway } from '../../../support/fakes/in-memory-invoice-gateway';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';
import { InMemoryVoucherGateway } from '../../../support/fakes/in-memory-voucher-gateway';
import { RecordingMerchantNotifier } from '../../../support/fakes/recording-merchant-notifier';

const latte = aProduct();
const cart = cartOf(cartStoreOf(latte.store), [
  cartLineFor(latte, aSelection({ sizeId: 'large', variantOptionIds: ['oat'] }), 2),
]);

function world() {
  const vouchers = new InMemoryVoucherGateway();
  const invoices = new InMemoryInvoiceGateway(vouchers);
  return { invoices, vouchers, quote: createQuoteCheckout({ invoiceGateway: invoices }) };
}

describe('QuoteCheckout', () => {
  it('asks the server to price the cart, products and choices only, and makes no invoice', async () => {
    const { invoices, quote } = world();
    const outcome = await quote({ cart, voucherCode: null, tip: 2 });
    expect(invoices.quotes).toEqual([
      {
        storeQueryId: 'store-aalto',
        merchantAddressId: 'address-aalto',
        lines: [
          {
            productQueryId: 'latte',
            quantity: 2,
            selection: { sizeId: 'large', colorId: null, variantOptionIds: ['oat'] },
          },
        ],
        tip: 2,
        voucherCode: null,
      },
    ]);
    expect(invoices.drafts).toEqual([]);
    expect(outcome).toMatchObject({ ok: true, voucher: null, voucherRefusal: null, priced: { tip: 200 } });
  });

  it('asks nothing for an empty cart', async () => {
    const { invoices, quote } = world();
    await expect(quote({ cart: emptyCart, voucherCode: null, tip: 0 })).resolves.toEqual({
      ok: false,
      reason: 'EMPTY_CART',
    });
    expect(invoices.quotes).toEqual([]);
  });

  it('asks nothing for a cart of a store with no lines: the lines make a cart empty', async () => {
    const { invoices, quote } = world();
    // cartOf never makes one, but the type allows a store with no lines.
    await expect(quote({ cart: { ...cart, lines: [] }, voucherCode: null, tip: 0 })).resolves.toEqual({
      ok: false,
      reason: 'EMPTY_CART',
    });
    expect(invoices.quotes).toEqual([]);
  });

  it('prices the applied voucher with the cart, with the discount the server gives', async () => {
    const { vouchers, quote } = world();
    vouchers.accept('WELCOME10', 250);
    const outcome = await quote({ cart, voucherCode: 'WELCOME10', tip: 0 });
    expect(vouchers.quoteChecks).toEqual(['WELCOME10']);
    expect(vouchers.calls).toEqual([]);
    expect(outcome).toMatchObject({ ok: true, voucher: { code: 'WELCOME10', discount: 250 }, voucherRefusal: null });
    expect(outcome.ok && outcome.priced.voucherDiscount).toBe(250);
  });

  it("quotes the server's payable after the voucher, never one composed from the amounts", async () => {
    const { vouchers, quote } = world();
    vouchers.accept('FREE', 2980, 0);
    const outcome = await quote({ cart, voucherCode: 'FREE', tip: 0 });
    expect(outcome.ok && outcome.priced.payable).toBe(0);
  });

  it("drops a voucher the changed cart no longer qualifies for, with the server's words", async () => {
    const { vouchers, quote } = world();
    vouchers.refuse('PIZZA3', 'This voucher is for pizzas only');
    const outcome = await quote({ cart, voucherCode: 'PIZZA3', tip: 0 });
    expect(outcome).toMatchObject({ ok: true, voucher: null, voucherRefusal: 'This voucher is for pizzas only' });
  });

  it("passes the server's refusal on", async () => {
    const { invoices, quote } = world();
    invoices.createRefusal = { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, message: 'Below' };
    await expect(quote({ cart, voucherCode: 'WELCOME10', tip: 0 })).resolves.toEqual(invoices.createRefusal);
  });

  it('leaves one invoice, for cash, after ten tip changes and a cash payment', async () => {
    const { invoices, vouchers, quote } = world();
    for (let tip = 1; tip <= 10; tip += 1) await quote({ cart, voucherCode: null, tip });
    const payCash = createPayCash({
      invoiceGateway: invoices,
      voucherGateway: vouchers,
      cartRepository: new InMemoryCartRepository(cart),
      merchantNotifier: new RecordingMerchantNotifier(),
      sessionStore: new InMemorySessionStore(),
      orderNoteDrafts: new InMemoryOrderNoteDrafts(),
    });
    await expect(payCash({ cart, tip: 10, voucherCode: null, note: null, tradeTypeId: null })).resolves.toMatchObject({
      ok: true,
    });
    expect(invoices.quotes).toHaveLength(10);
    expect(invoices.drafts).toEqual([expect.objectContaining({ paymentMethod: 'CASH', tip: 10 })]);
    expect(invoices.placeCalls).toEqual(['inv-1']);
  });
});
