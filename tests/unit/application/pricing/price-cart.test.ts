import { createPriceCart } from '@/application/pricing/price-cart.use-case';
import type { CartLine } from '@/domain/cart/cart';

function aLine(overrides: Partial<CartLine>): CartLine {
  return {
    lineId: 'line',
    productQueryId: 'product',
    name: 'Lunch box',
    description: '',
    pictureUrl: null,
    selection: { sizeId: null, colorId: null, variantOptionIds: [] },
    quantity: 1,
    price: 1500,
    priceAfterDiscount: 1500,
    hasPromotion: false,
    taxPercent: 14,
    availableQuantity: 0,
    unlimited: true,
    categoryId: 'c',
    subCategoryId: 's',
    ...overrides,
  };
}

describe('PriceCart', () => {
  const priceCart = createPriceCart({ currency: { kind: 'HOST', host: 'OTHER' } });

  it('totals the cart, splits its VAT per rate and opens checkout at the minimum', () => {
    const lines = [
      aLine({ quantity: 2, price: 850, priceAfterDiscount: 850 }),
      aLine({ quantity: 2, price: 300, priceAfterDiscount: 250, hasPromotion: true }),
      aLine({ quantity: 1, price: 1000, priceAfterDiscount: 1000, taxPercent: 24 }),
    ];
    expect(priceCart({ lines, minimumOrder: 3200 })).toEqual({
      total: 3200,
      taxLines: [
        { taxPercent: 14, gross: 2200, net: 1930, vat: 270 },
        { taxPercent: 24, gross: 1000, net: 806, vat: 194 },
      ],
      checkout: { ok: true },
      currencySymbol: '€',
    });
  });

  it.each([
    [1499, { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, missing: 1 }],
    [1500, { ok: true }],
    [1501, { ok: true }],
  ])('a cart of %i against a minimum of 15,00: %o', (price, checkout) => {
    expect(priceCart({ lines: [aLine({ price, priceAfterDiscount: price })], minimumOrder: 1500 }).checkout).toEqual(
      checkout,
    );
  });

  it('keeps checkout closed for an empty cart when the store asks for a minimum', () => {
    expect(priceCart({ lines: [], minimumOrder: 1 })).toMatchObject({
      total: 0,
      taxLines: [],
      checkout: { ok: false },
    });
  });

  it("prints the host's configured symbol", () => {
    const inKronor = createPriceCart({ currency: { kind: 'CONFIGURED', symbol: 'kr' } });
    expect(inKronor({ lines: [], minimumOrder: 0 }).currencySymbol).toBe('kr');
  });
});
