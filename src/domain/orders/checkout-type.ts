/** The spec's checkout types: the order is fetched at the counter, or brought to an address. */
export const checkoutTypes = ['pickup', 'delivery'] as const;
export type CheckoutType = (typeof checkoutTypes)[number];

/** An order with a delivery address is a delivery; any other is a pickup, the spec's default. */
export function checkoutTypeOf(hasDeliveryAddress: boolean): CheckoutType {
  return hasDeliveryAddress ? 'delivery' : 'pickup';
}
