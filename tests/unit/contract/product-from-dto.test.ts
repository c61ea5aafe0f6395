import { productFromDto as toDomainProduct } from '@/contract/catalogue/product-from-dto';
import { isShopOpen } from '@/domain/catalogue/shop-status';
import { aProduct, storeCoordinates } from '../server/orders/support/pricing-fixtures';

describe('isShopOpen', () => {
  it.each([
    ['open', true],
    ['closed', false],
    ['Open', false],
    ['', false],
  ])('%p is open: %p', (status, open) => {
    expect(isShopOpen(status)).toBe(open);
  });
});

describe('toDomainProduct', () => {
  it('names a stored product in the domain words', () => {
    const product = aProduct('soup', {
      cost: 1450,
      cost_after_discount: 1160,
      tax_percent: 14,
      product_available_quantity: 7,
      unlimited: true,
      unlimited_out_of_stock: true,
      promotion: { promotion_nature: 'discount', promotion_amount: 20 },
      pictures: [{ image_thumb_url: '/t.png', image_original_url: '/o.png' }],
      shop_status: 'closed',
    });
    expect(toDomainProduct(product)).toEqual({
      queryId: 'soup',
      name: 'Product soup',
      description: '',
      categoryId: 'cat-1',
      subCategoryId: 'sub-1',
      price: 1450,
      priceAfterDiscount: 1160,
      currency: 'EUR',
      taxPercent: 14,
      availableQuantity: 7,
      unlimited: true,
      unlimitedOutOfStock: true,
      sizes: [],
      colors: [],
      variants: [],
      promotion: { nature: 'discount', amount: 20 },
      pictures: [{ thumbUrl: '/t.png', originalUrl: '/o.png' }],
      store: {
        queryId: 'kallion-keittio',
        name: 'Kallion Keittiö',
        isOpen: false,
        coordinates: storeCoordinates,
        serviceAreaRadiusKm: 5,
        merchantAddressId: 'addr-1',
        orderHold: null,
      },
    });
  });

  it('reads a store not taking new orders, with until when (none: until its staff resume)', () => {
    const paused = {
      ...aProduct('soup'),
      order_intake: { reason: 'ORDERS_PAUSED', until: '2026-11-29T16:40:00.000Z' },
    } as const;
    expect(toDomainProduct(paused).store.orderHold).toEqual({
      reason: 'ORDERS_PAUSED',
      until: Date.parse('2026-11-29T16:40:00.000Z'),
    });
    const full = { ...aProduct('soup'), order_intake: { reason: 'KITCHEN_FULL', until: null } } as const;
    expect(toDomainProduct(full).store.orderHold).toEqual({ reason: 'KITCHEN_FULL', until: null });
  });

  it('keeps a product without promotion without one', () => {
    expect(toDomainProduct(aProduct('tea')).promotion).toBeNull();
  });
});
