import type { Product, ProductStore } from '../catalogue/product';
import type { CartLine, CartSelection, CartStore } from './cart';
import { cartLineId, normalisedSelection } from './selection';

/** What the cart remembers of the store a product came from. */
export function cartStoreOf(store: ProductStore): CartStore {
  return { queryId: store.queryId, name: store.name, merchantAddressId: store.merchantAddressId };
}

/**
 * A cart line of a product in a selection, at the product's current prices and stock. The line is charged
 * at the discounted price only when the product carries a promotion amount.
 */
export function cartLineFor(product: Product, selection: CartSelection, quantity: number): CartLine {
  const normalised = normalisedSelection(selection);
  return {
    lineId: cartLineId(product.queryId, normalised),
    productQueryId: product.queryId,
    name: product.name,
    description: product.description,
    pictureUrl: product.pictures[0]?.thumbUrl ?? null,
    selection: normalised,
    quantity,
    price: product.price,
    priceAfterDiscount: product.priceAfterDiscount,
    hasPromotion: product.promotion !== null && product.promotion.amount > 0,
    taxPercent: product.taxPercent,
    availableQuantity: product.availableQuantity,
    unlimited: product.unlimited,
    categoryId: product.categoryId,
    subCategoryId: product.subCategoryId,
  };
}
