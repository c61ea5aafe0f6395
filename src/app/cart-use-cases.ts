/**
 * The cart's use cases with the cart rules they apply (`cart-use-cases`), loaded on the first cart call by a
 * product or cart screen rather than with the first page.
 */
export { createAddToCart } from '@/application/cart/add-to-cart.use-case';
export { createChangeQuantity } from '@/application/cart/change-quantity.use-case';
export { createClearCartAndAdd } from '@/application/cart/clear-cart-and-add.use-case';
export { createRemoveCartLine } from '@/application/cart/remove-cart-line.use-case';
export { createViewCart } from '@/application/cart/view-cart.use-case';
