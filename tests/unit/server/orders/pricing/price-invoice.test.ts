import type { ProductDto } from '@/contract/catalogue/products.contract';
import type { InvoicePricing, PricedInvoice } from '@/server/orders/pricing/invoice-pricing';
import { priceInvoice } from '@/server/orders/pricing/price-invoice';
import { aProduct, aStore, anInput, anItem } from '../support/pricing-fixtures';

const plain = aProduct('coffee', { cost: 1000, cost_after_discount: 1000, tax_percent: 14 });
const promoted = aProduct('bun', {
  cost: 1000,
  cost_after_discount: 800,
  tax_percent: 24,
  promotion: { promotion_nature: 'flat', promotion_amount: 200 },
});
const bothProducts = [plain, promoted];
const bothItems = [anItem('coffee', 2), anItem('bun', 3)];

function priced(result: InvoicePricing): PricedInvoice {
  if (!result.ok) throw new Error(`Expected a priced invoice, got ${result.reason}`);
  return result.invoice;
}

describe('priceInvoice: the amounts', () => {
  it('prices a line without promotion at its cost, and states its VAT', () => {
    const invoice = priced(priceInvoice(anInput({ items: [anItem('coffee', 2)], products: [plain] })));
    expect(invoice.lines.map(({ amount, discount, payable }) => ({ amount, discount, payable }))).toEqual([
      { amount: 2000, discount: 0, payable: 2000 },
    ]);
    expect(invoice.taxLines).toEqual([{ taxPercent: 14, gross: 2000, net: 1754, vat: 246 }]);
    expect(invoice.payable).toBe(2000);
  });

  it('charges a promoted line at cost_after_discount and counts the promotion as the items discount', () => {
    const invoice = priced(priceInvoice(anInput({ items: [anItem('bun', 3)], products: [promoted] })));
    const [line] = invoice.lines;
    expect(line).toMatchObject({ unitPrice: 1000, chargedUnitPrice: 800, amount: 3000, discount: 600, payable: 2400 });
    expect(invoice).toMatchObject({ subTotal: 3000, itemsDiscount: 600, itemsTotal: 2400, payable: 2400 });
  });

  it('charges cost when the promotion amount is 0, whatever cost_after_discount says', () => {
    const zeroPromotion = aProduct('tea', {
      cost: 500,
      cost_after_discount: 100,
      promotion: { promotion_nature: 'discount', promotion_amount: 0 },
    });
    const invoice = priced(priceInvoice(anInput({ items: [anItem('tea', 2)], products: [zeroPromotion] })));
    expect(invoice).toMatchObject({ subTotal: 1000, itemsDiscount: 0, payable: 1000 });
  });

  it('adds up lines, one VAT line per rate, voucher, tip and fees', () => {
    const invoice = priced(
      priceInvoice(
        anInput({
          items: bothItems,
          products: bothProducts,
          voucher: { code: 'SPRING5', kind: 'flat', amount: 500 },
          tip: 300,
          fees: { serviceFee: 150, deliveryFee: 490 },
        }),
      ),
    );
    expect(invoice).toEqual<Omit<PricedInvoice, 'lines'> & { lines: unknown }>({
      lines: expect.any(Array),
      currency: 'EUR',
      subTotal: 5000,
      itemsDiscount: 600,
      itemsTotal: 4400,
      voucher: { code: 'SPRING5', discount: 500 },
      voucherDiscount: 500,
      tip: 300,
      serviceFee: 150,
      deliveryFee: 490,
      // The 5,00 voucher shared over 20,00 and 24,00: 2,27 and 2,73 (the bigger remainder takes the spare cent).
      taxLines: [
        { taxPercent: 14, gross: 1773, net: 1555, vat: 218 },
        { taxPercent: 24, gross: 2127, net: 1715, vat: 412 },
      ],
      taxTotal: 630,
      payable: 4840,
    });
  });

  it('charges a business customer no tip, as its checkout offers none', () => {
    const input = { items: bothItems, products: bothProducts, tip: 300, fees: { serviceFee: 150, deliveryFee: 490 } };
    const retail = priced(priceInvoice(anInput(input)));
    const business = priced(priceInvoice(anInput({ ...input, businessCustomer: true })));
    expect(business.tip).toBe(0);
    expect(business.payable).toBe(retail.payable - 300);
  });

  it.each([
    [{ kind: 'flat', amount: 500 }, 500],
    [{ kind: 'flat', amount: 4400 }, 4400],
    [{ kind: 'flat', amount: 10_000 }, 4400],
    [{ kind: 'percent', amount: 10 }, 440],
    [{ kind: 'percent', amount: 12.5 }, 550],
    [{ kind: 'percent', amount: 33 }, 1452],
    [{ kind: 'percent', amount: 150 }, 4400],
    [{ kind: 'flat', amount: 0 }, 0],
  ] as const)('a %p voucher on 44,00 of items takes off %i', (terms, expected) => {
    const invoice = priced(
      priceInvoice(anInput({ items: bothItems, products: bothProducts, voucher: { code: 'V1', ...terms } })),
    );
    expect(invoice.voucherDiscount).toBe(expected);
    expect(invoice.payable).toBe(4400 - expected);
  });

  it('never lets a voucher take off the tip or the fees', () => {
    const invoice = priced(
      priceInvoice(
        anInput({
          items: [anItem('coffee', 1)],
          products: [plain],
          voucher: { code: 'BIG', kind: 'flat', amount: 99_999 },
          tip: 200,
          fees: { serviceFee: 100, deliveryFee: 300 },
        }),
      ),
    );
    expect(invoice).toMatchObject({ voucherDiscount: 1000, payable: 600 });
  });

  it('ignores the tax rate a client sends and uses the stored one', () => {
    const invoice = priced(
      priceInvoice(anInput({ items: [anItem('coffee', 1, { tax_percent: 0 })], products: [plain] })),
    );
    expect(invoice.lines[0]?.taxPercent).toBe(14);
    expect(invoice.taxLines).toEqual([{ taxPercent: 14, gross: 1000, net: 877, vat: 123 }]);
  });

  it('keeps the chosen options, the instruction and the description of a line', () => {
    const shirt = aProduct('shirt', {
      product_sizes: [{ id: 'm', name: 'M' }],
      product_colors: [{ id: 'red', name: 'Red' }],
      variants: [{ id: 'sauce', name: 'Sauce', options: [{ id: 'garlic', name: 'Garlic' }] }],
    });
    const item = anItem('shirt', 1, {
      size: { id: 'm' },
      color: { id: 'red', name: 'client name ignored' },
      variant_option_ids: ['garlic'],
      instruction: 'No onion',
      item_description: 'M, Red',
    });
    const [line] = priced(priceInvoice(anInput({ items: [item], products: [shirt] }))).lines;
    expect(line).toMatchObject({
      size: { id: 'm', name: 'M' },
      color: { id: 'red', name: 'Red' },
      variantOptions: [{ id: 'garlic', name: 'Garlic' }],
      instruction: 'No onion',
      itemDescription: 'M, Red',
    });
  });
});

describe('priceInvoice: the store gates', () => {
  const helsinkiCentre = { lat: 60.1699, long: 24.9384 };
  const tampere = { lat: 61.4978, long: 23.761 };

  it.each([
    ['closed', { shop_status: 'closed' }, null, 'MERCHANT_CLOSED'],
    ['"Open" (only the exact value open is open)', { shop_status: 'Open' }, null, 'MERCHANT_CLOSED'],
    ['a customer 160 km away', {}, tampere, 'OUTSIDE_DELIVERY_AREA'],
  ] as const)('refuses a store that is %s', (_, store, customerLocation, reason) => {
    const result = priceInvoice(
      anInput({ store: aStore(store), customerLocation, items: bothItems, products: bothProducts }),
    );
    expect(result).toEqual({ ok: false, reason });
  });

  it.each([
    ['a customer 1.7 km away', {}, helsinkiCentre],
    ['an unknown customer location', {}, null],
    ['a store without a radius', { service_area_radius: 0 }, tampere],
  ] as const)('prices for %s', (_, store, customerLocation) => {
    expect(
      priceInvoice(anInput({ store: aStore(store), customerLocation, items: bothItems, products: bothProducts })).ok,
    ).toBe(true);
  });

  it('tells a closed store before any unavailable product', () => {
    const result = priceInvoice(anInput({ store: aStore({ shop_status: 'closed' }), items: [anItem('nope', 1)] }));
    expect(result).toEqual({ ok: false, reason: 'MERCHANT_CLOSED' });
  });

  it.each([
    [4400, true],
    [4401, false],
    [4500, false],
  ])('measures a minimum order of %i against the items after promotions (44,00)', (minAmount, ok) => {
    const result = priceInvoice(
      anInput({ store: aStore({ min_amount: minAmount }), items: bothItems, products: bothProducts }),
    );
    expect(result).toEqual(
      ok
        ? expect.objectContaining({ ok: true })
        : { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: minAmount, missing: minAmount - 4400 },
    );
  });
});

describe('priceInvoice: unavailable products', () => {
  const otherStores: ProductDto = aProduct('elsewhere', { merchant: { name: 'Other', query_id: 'other-store' } });
  const cases: readonly (readonly [string, ProductDto | null, ReturnType<typeof anItem>])[] = [
    ['an unknown product', null, anItem('ghost', 1)],
    ["another store's product", otherStores, anItem('elsewhere', 1)],
    ['a counted product with no unit left', aProduct('p', { product_available_quantity: 0 }), anItem('p', 1)],
    [
      'an unlimited product marked out of stock',
      aProduct('p', { unlimited: true, unlimited_out_of_stock: true, product_available_quantity: 50 }),
      anItem('p', 1),
    ],
    ['more units than are left', aProduct('p', { product_available_quantity: 3 }), anItem('p', 4)],
    [
      'more than 99 units of an uncounted product',
      aProduct('p', { unlimited: true, product_available_quantity: 0 }),
      anItem('p', 100),
    ],
    [
      'a size no longer offered',
      aProduct('p', { product_sizes: [{ id: 'm', name: 'M' }] }),
      anItem('p', 1, { size: { id: 'xl' } }),
    ],
    ['a colour no longer offered', aProduct('p'), anItem('p', 1, { color: { id: 'red' } })],
    ['a variant option no longer offered', aProduct('p'), anItem('p', 1, { variant_option_ids: ['garlic'] })],
  ];

  it.each(cases)('names %s', (_, product, item) => {
    const result = priceInvoice(anInput({ items: [item], products: product ? [product] : [] }));
    expect(result).toEqual({ ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: [item.product_query_id] });
  });

  it.each([
    ['99 units of an uncounted product', aProduct('p', { unlimited: true, product_available_quantity: 0 }), [99]],
    ['all units left', aProduct('p', { product_available_quantity: 3 }), [3]],
    ['the units left across two selections', aProduct('p', { product_available_quantity: 3 }), [2, 1]],
    ['an empty size and colour', aProduct('p'), [1]],
  ] as const)('sells %s', (_, product, quantities) => {
    const items = quantities.map((quantity) => anItem('p', quantity, { size: null, color: {} }));
    expect(priceInvoice(anInput({ items, products: [product] })).ok).toBe(true);
  });

  it('counts the lines of one product together against its stock', () => {
    const product = aProduct('p', { product_available_quantity: 3 });
    const result = priceInvoice(anInput({ items: [anItem('p', 2), anItem('p', 2)], products: [product] }));
    expect(result).toEqual({ ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['p'] });
  });

  it('names every unavailable product once, in the order asked, and prices nothing', () => {
    const soldOut = aProduct('sold-out', { product_available_quantity: 0 });
    const result = priceInvoice(
      anInput({
        items: [anItem('ghost', 1), anItem('coffee', 1), anItem('sold-out', 1), anItem('ghost', 2)],
        products: [plain, soldOut],
      }),
    );
    expect(result).toEqual({ ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['ghost', 'sold-out'] });
  });

  it('names unavailable products before measuring the minimum order', () => {
    const result = priceInvoice(
      anInput({ store: aStore({ min_amount: 100_000 }), items: [anItem('ghost', 1)], products: [] }),
    );
    expect(result).toEqual({ ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['ghost'] });
  });
});
