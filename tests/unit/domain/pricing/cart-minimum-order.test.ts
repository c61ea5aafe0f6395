import type { CartLine } from '@/domain/cart/cart';
import { cartMinimumOrder } from '@/domain/pricing/minimum-order';

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

describe('cartMinimumOrder', () => {
  it.each([
    [
      [aLine({ price: 1499, priceAfterDiscount: 1499 })],
      1500,
      { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, missing: 1 },
    ],
    [[aLine({ price: 1500, priceAfterDiscount: 1500 })], 1500, { ok: true }],
    [[aLine({ price: 1501, priceAfterDiscount: 1501 })], 1500, { ok: true }],
    // A promoted line counts at its discounted price: 2 × 7,00 is 1,00 short of 15,00.
    [
      [aLine({ quantity: 2, price: 800, priceAfterDiscount: 700, hasPromotion: true })],
      1500,
      { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, missing: 100 },
    ],
    [[], 1, { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1, missing: 1 }],
    [[], 0, { ok: true }],
    [[aLine({})], null, null],
  ] as const)('lines %j against a minimum of %p: %o', (lines, minimum, expected) => {
    expect(cartMinimumOrder(lines, minimum)).toEqual(expected);
  });
});
