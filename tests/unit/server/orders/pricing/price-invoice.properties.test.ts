import fc from 'fast-check';
import type { ProductDto } from '@/contract/catalogue/products.contract';
import type { InvoicePricingInput } from '@/server/orders/pricing/invoice-pricing';
import { priceInvoice } from '@/server/orders/pricing/price-invoice';
import { aProduct, anInput, anItem } from '../support/pricing-fixtures';

const money = (max = 1_000_000) => fc.integer({ min: 0, max });
const taxPercent = fc.constantFrom(0, 10, 14, 24, 25.5);

/** A sellable product: counted with units left, or uncounted and in stock; cost_after_discount ≤ cost. */
const sellableProduct = (queryId: string): fc.Arbitrary<ProductDto> =>
  fc
    .record({
      cost: money(),
      off: fc.double({ min: 0, max: 1, noNaN: true }),
      promotionAmount: fc.constantFrom(0, 5, 20, 150),
      taxPercent,
      available: fc.integer({ min: 0, max: 200 }),
      unlimited: fc.boolean(),
    })
    .map(({ cost, off, promotionAmount, taxPercent, available, unlimited }) =>
      aProduct(queryId, {
        cost,
        cost_after_discount: Math.floor(cost * (1 - off)),
        tax_percent: taxPercent,
        promotion: promotionAmount > 0 ? { promotion_nature: 'flat', promotion_amount: promotionAmount } : null,
        unlimited,
        product_available_quantity: unlimited ? available : Math.max(1, available),
      }),
    );

/** A sellable order of 1 to 6 products, each asked for within its quantity limit. */
const sellableInput: fc.Arbitrary<InvoicePricingInput> = fc
  .array(sellableProduct('x'), { minLength: 1, maxLength: 6 })
  .chain((drafts) => {
    const products = drafts.map((product, index) => ({ ...product, query_id: `p${index}` }));
    const limit = (product: ProductDto) =>
      product.product_available_quantity > 0 ? product.product_available_quantity : 99;
    return fc.record({
      products: fc.constant(products),
      quantities: fc.tuple(...products.map((product) => fc.integer({ min: 1, max: limit(product) }))),
      voucher: fc.option(
        fc.oneof(
          fc.record({ code: fc.constant('V'), kind: fc.constant('flat' as const), amount: money(5_000_000) }),
          fc.record({
            code: fc.constant('V'),
            kind: fc.constant('percent' as const),
            amount: fc.integer({ min: 0, max: 120 }),
          }),
        ),
      ),
      tip: money(10_000),
      fees: fc.record({ deliveryFee: money(10_000), serviceFee: money(10_000) }),
      clientTaxPercent: fc.option(fc.double({ min: -50, max: 500, noNaN: true })),
    });
  })
  .map(({ products, quantities, voucher, tip, fees, clientTaxPercent }) =>
    anInput({
      products,
      items: products.map((product, index) =>
        anItem(product.query_id, quantities[index]!, { tax_percent: clientTaxPercent }),
      ),
      voucher,
      tip,
      fees,
    }),
  );

function pricedOf(input: InvoicePricingInput) {
  const result = priceInvoice(input);
  if (!result.ok) throw new Error(`A sellable order was refused: ${result.reason}`);
  return result.invoice;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('priceInvoice laws', () => {
  it('never makes the payable amount negative, and every amount is a whole number of cents', () => {
    fc.assert(
      fc.property(sellableInput, (input) => {
        const invoice = pricedOf(input);
        expect(invoice.payable).toBeGreaterThanOrEqual(0);
        for (const amount of [invoice.subTotal, invoice.itemsDiscount, invoice.voucherDiscount, invoice.payable]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
        }
      }),
    );
  });

  it('makes the sub total the sum of the lines, and the discount the sum of their discounts', () => {
    fc.assert(
      fc.property(sellableInput, (input) => {
        const invoice = pricedOf(input);
        expect(sum(invoice.lines.map((line) => line.amount))).toBe(invoice.subTotal);
        expect(sum(invoice.lines.map((line) => line.discount))).toBe(invoice.itemsDiscount);
        expect(sum(invoice.lines.map((line) => line.payable))).toBe(invoice.itemsTotal);
        expect(invoice.itemsTotal).toBe(invoice.subTotal - invoice.itemsDiscount);
      }),
    );
  });

  it('states VAT lines that add up: per rate net + VAT = gross, the grosses make the items total less the voucher', () => {
    fc.assert(
      fc.property(sellableInput, (input) => {
        const invoice = pricedOf(input);
        for (const line of invoice.taxLines) expect(line.net + line.vat).toBe(line.gross);
        expect(sum(invoice.taxLines.map((line) => line.gross))).toBe(invoice.itemsTotal - invoice.voucherDiscount);
        expect(sum(invoice.taxLines.map((line) => line.vat))).toBe(invoice.taxTotal);
        const rates = invoice.taxLines.map((line) => line.taxPercent);
        expect(rates).toEqual([...new Set(rates)].sort((first, second) => first - second));
      }),
    );
  });

  it('caps the voucher at the items total and adds tip and fees in full', () => {
    fc.assert(
      fc.property(sellableInput, (input) => {
        const invoice = pricedOf(input);
        expect(invoice.voucherDiscount).toBeGreaterThanOrEqual(0);
        expect(invoice.voucherDiscount).toBeLessThanOrEqual(invoice.itemsTotal);
        expect(invoice.payable).toBe(
          invoice.itemsTotal - invoice.voucherDiscount + input.tip + input.fees.deliveryFee + input.fees.serviceFee,
        );
      }),
    );
  });

  it('gives the same invoice whatever tax rate the client sends', () => {
    fc.assert(
      fc.property(sellableInput, (input) => {
        const withoutClientRates = {
          ...input,
          items: input.items.map((item) => ({ ...item, tax_percent: undefined })),
        };
        expect(priceInvoice(input)).toEqual(priceInvoice(withoutClientRates));
      }),
    );
  });

  it('refuses the whole invoice, pricing nothing, when one product is unavailable', () => {
    fc.assert(
      fc.property(sellableInput, fc.nat(), fc.constantFrom('unknown', 'sold-out', 'too-many'), (input, at, kind) => {
        const position = at % (input.items.length + 1);
        const soldOut = aProduct('bad', { product_available_quantity: 0 });
        const products = kind === 'sold-out' ? [...input.products, soldOut] : [...input.products];
        const bad = kind === 'too-many' ? anItem('p0', 100_000) : anItem('bad', 1);
        const items = [...input.items.slice(0, position), bad, ...input.items.slice(position)];
        const result = priceInvoice({ ...input, products, items });
        expect(result).toEqual({
          ok: false,
          reason: 'PRODUCTS_UNAVAILABLE',
          productQueryIds: [kind === 'too-many' ? 'p0' : 'bad'],
        });
      }),
    );
  });
});
