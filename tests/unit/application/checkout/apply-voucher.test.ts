import { createApplyVoucher } from '@/application/checkout/apply-voucher.use-case';
import type { AppError } from '@/application/errors/app-error';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import { noSelection } from '@/domain/cart/selection';
import { aProduct } from '../../../support/cart-fixtures';
import { InMemoryInvoiceGateway } from '../../../support/fakes/in-memory-invoice-gateway';
import { InMemoryVoucherGateway } from '../../../support/fakes/in-memory-voucher-gateway';

const latte = aProduct();
const cart = cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 2)]);

function setUp() {
  const voucherGateway = new InMemoryVoucherGateway();
  voucherGateway.accept('SUMMER10', 500, 1490);
  voucherGateway.refuse('OLD2020', 'Voucher has expired');
  const invoiceGateway = new InMemoryInvoiceGateway(voucherGateway);
  return { voucherGateway, invoiceGateway, applyVoucher: createApplyVoucher({ invoiceGateway }) };
}

describe('ApplyVoucher', () => {
  it('asks the server to price the cart with the code, making no invoice, and returns its discount and payable', async () => {
    const { voucherGateway, invoiceGateway, applyVoucher } = setUp();
    await expect(applyVoucher({ cart, tip: 1, code: 'SUMMER10' })).resolves.toMatchObject({
      ok: true,
      discount: 500,
      payable: 1490,
      priced: { voucherCode: 'SUMMER10', voucherDiscount: 500, payable: 1490, tip: 100 },
    });
    expect(invoiceGateway.quotes).toEqual([expect.objectContaining({ voucherCode: 'SUMMER10', tip: 1 })]);
    expect(invoiceGateway.drafts).toEqual([]);
    expect(voucherGateway.quoteChecks).toEqual(['SUMMER10']);
  });

  it("passes on the server's refusal with its own message", async () => {
    const { applyVoucher } = setUp();
    await expect(applyVoucher({ cart, tip: 1, code: 'OLD2020' })).resolves.toEqual({
      ok: false,
      reason: 'VOUCHER_REFUSED',
      message: 'Voucher has expired',
    });
  });

  it.each([
    ['', 'VOUCHER_CODE_REQUIRED'],
    ['SUMMER 10', 'VOUCHER_CODE_INVALID_CHARACTERS'],
    ['KESÄ10', 'VOUCHER_CODE_INVALID_CHARACTERS'],
    ['A'.repeat(51), 'VOUCHER_CODE_TOO_LONG'],
  ])('refuses %p as %s without asking the server', async (code, reason) => {
    const { voucherGateway, applyVoucher } = setUp();
    await expect(applyVoucher({ cart, tip: 1, code })).resolves.toEqual({ ok: false, reason });
    expect(voucherGateway.quoteChecks).toEqual([]);
  });

  it('sends a code of exactly 50 characters', async () => {
    const { voucherGateway, applyVoucher } = setUp();
    await applyVoucher({ cart, tip: 1, code: 'A'.repeat(50) });
    expect(voucherGateway.quoteChecks).toHaveLength(1);
  });

  it('never turns a negative discount from the server into a surcharge', async () => {
    const { voucherGateway, applyVoucher } = setUp();
    voucherGateway.accept('ODD', -100, 2000);
    await expect(applyVoucher({ cart, tip: 1, code: 'ODD' })).resolves.toMatchObject({
      ok: true,
      discount: 0,
      payable: 2000,
    });
  });

  it('refuses a voucher for an empty cart without asking the server', async () => {
    const { invoiceGateway, applyVoucher } = setUp();
    await expect(applyVoucher({ cart: emptyCart, tip: 1, code: 'SUMMER10' })).resolves.toEqual({
      ok: false,
      reason: 'VOUCHER_REFUSED',
      message: '',
    });
    expect(invoiceGateway.quotes).toEqual([]);
  });

  it('refuses the voucher when the server refuses the cart, with the server\u2019s words when it gives any', async () => {
    const { invoiceGateway, applyVoucher } = setUp();
    invoiceGateway.createRefusal = { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, message: 'Below' };
    await expect(applyVoucher({ cart, tip: 1, code: 'SUMMER10' })).resolves.toEqual({
      ok: false,
      reason: 'VOUCHER_REFUSED',
      message: 'Below',
    });
    invoiceGateway.createRefusal = { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['latte'] };
    await expect(applyVoucher({ cart, tip: 1, code: 'SUMMER10' })).resolves.toEqual({
      ok: false,
      reason: 'VOUCHER_REFUSED',
      message: '',
    });
  });

  it('lets a transport failure through as the AppError it is', async () => {
    const { voucherGateway, applyVoucher } = setUp();
    const timeout: AppError = { code: 'REQUEST_TIMEOUT', message: '' };
    voucherGateway.failWith(timeout);
    await expect(applyVoucher({ cart, tip: 1, code: 'SUMMER10' })).rejects.toBe(timeout);
  });
});
