import type { Product } from './product';

/**
 * A product can no longer be sold: the merchant marked unlimited stock as out of stock, or counted
 * stock has no unit left. A count below zero is read as none left, not as a debt to fill.
 */
export function isOutOfStock(
  product: Pick<Product, 'unlimited' | 'unlimitedOutOfStock' | 'availableQuantity'>,
): boolean {
  return product.unlimited ? product.unlimitedOutOfStock : product.availableQuantity <= 0;
}
