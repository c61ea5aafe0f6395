import { checkoutTypeOf, checkoutTypes } from '@/domain/orders/checkout-type';

describe('checkoutTypeOf', () => {
  it('calls an order brought to an address a delivery', () => {
    expect(checkoutTypeOf(true)).toBe('delivery');
  });

  it('calls an order without an address a pickup, the spec default', () => {
    expect(checkoutTypeOf(false)).toBe('pickup');
  });

  it('answers only the checkout types the spec names', () => {
    expect([true, false].map(checkoutTypeOf).every((type) => checkoutTypes.includes(type))).toBe(true);
  });
});
