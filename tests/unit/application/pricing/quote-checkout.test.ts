import { createQuoteCheckout } from '@/application/pricing/quote-checkout.use-case';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import { aProduct, aSelection } from '../../../support/cart-fixtures';
import { InMemoryInvoiceGateway } from '../../../support/fakes/in-memory-invoice-gateway';
import { InMemoryVoucherGateway } from '../../../support/fakes/in-memory-voucher-gateway';

const latte = aProduct();
const cart = cartOf(cartStoreOf(latte.store), [
  cartLineFor(latte, aSelection({ sizeId: 'large', variantOptionIds: ['oat'] }), 2),
]);

function world() {
  const invoices = new InMemoryInvoiceGateway();
  const vouchers = new InMemoryVoucherGateway();
  return { invoices, vouchers, quote: createQuoteCheckout({ invoiceGateway: invoices, voucherGateway: vouchers }) };
}

describe('QuoteCheckout', () => {
  it('asks the server to price a cash invoice of the cart, products and choices only', async () => {
    const { invoices, quote } = world();
    const outcome = await quote({ cart, voucherCode: null, tip: 0 });
    expect(invoices.drafts).toEqual([
      {
        storeQueryId: 'store-aalto',
        merchantAddressId: 'address-aalto',
        paymentMethod: 'CASH',
        lines: [
          {
            productQueryId: 'latte',
            quantity: 2,
            selection: { sizeId: 'large', colorId: null, variantOptionIds: ['oat'] },
          },
        ],
        tip: 0,
      },
    ]);
    expect(outcome).toMatchObject({ ok: true, voucher: null, voucherRefusal: null, invoice: { queryId: 'inv-1' } });
  });

  it('asks nothing for an empty cart', async () => {
    const { invoices, quote } = world();
    await expect(quote({ cart: emptyCart, voucherCode: null, tip: 0 })).resolves.toEqual({
      ok: false,
      reason: 'EMPTY_CART',
    });
    expect(invoices.drafts).toEqual([]);
  });

  it('applies a voucher again to the new invoice, with the discount the server gives', async () => {
    const { vouchers, quote } = world();
    vouchers.accept('WELCOME10', 250);
    const outcome = await quote({ cart, voucherCode: 'WELCOME10', tip: 0 });
    expect(vouchers.calls).toEqual([{ invoiceQueryId: 'inv-1', code: 'WELCOME10' }]);
    expect(outcome).toMatchObject({ ok: true, voucher: { code: 'WELCOME10', discount: 250 }, voucherRefusal: null });
    expect(outcome.ok && outcome.invoice.voucherDiscount).toBe(250);
  });

  it("quotes the server's payable after the voucher, never one composed from the amounts", async () => {
    const { vouchers, quote } = world();
    vouchers.accept('FREE', 2980, 0);
    const outcome = await quote({ cart, voucherCode: 'FREE', tip: 0 });
    expect(outcome.ok && outcome.invoice.payable).toBe(0);
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
});
