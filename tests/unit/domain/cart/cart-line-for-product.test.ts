import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartLineId } from '@/domain/cart/selection';
import { aProduct, aProductStore, aSelection } from '../../../support/cart-fixtures';

describe('cartLineFor', () => {
  it('copies what the cart and the invoice need from the product', () => {
    const product = aProduct({ price: 500, priceAfterDiscount: 400, promotion: { nature: 'flat', amount: 100 } });
    expect(cartLineFor(product, aSelection({ variantOptionIds: ['b', 'a'] }), 3)).toEqual({
      lineId: cartLineId('latte', aSelection({ variantOptionIds: ['a', 'b'] })),
      productQueryId: 'latte',
      name: 'Latte',
      description: 'Espresso and steamed milk',
      pictureUrl: '/media/latte-thumb.jpg',
      selection: { sizeId: null, colorId: null, variantOptionIds: ['a', 'b'] },
      quantity: 3,
      price: 500,
      priceAfterDiscount: 400,
      hasPromotion: true,
      taxPercent: 14,
      availableQuantity: 0,
      unlimited: true,
      categoryId: 'drinks',
      subCategoryId: 'coffee',
    });
  });

  it.each([
    [null, false],
    [{ nature: 'discount' as const, amount: 0 }, false],
    [{ nature: 'discount' as const, amount: 10 }, true],
  ])('with the promotion %o the line is discounted: %s', (promotion, expected) => {
    expect(cartLineFor(aProduct({ promotion }), aSelection(), 1).hasPromotion).toBe(expected);
  });

  it('has no picture when the product has none', () => {
    expect(cartLineFor(aProduct({ pictures: [] }), aSelection(), 1).pictureUrl).toBeNull();
  });

  it('remembers the store by query id, name and merchant address', () => {
    expect(cartStoreOf(aProductStore())).toEqual({
      queryId: 'store-aalto',
      name: 'Kahvila Aalto',
      merchantAddressId: 'address-aalto',
    });
  });
});
