import type { Promotion } from '../catalogue/product';
import { isOutOfStock } from '../catalogue/stock';
import type { Money } from '../pricing/money';

/** A product of the signed-in staff member's store, as the inventory shows it. Prices in integer minor units. */
export interface StoreProduct {
  readonly queryId: string;
  readonly name: string;
  readonly description: string;
  readonly categoryName: string;
  readonly brand: string | null;
  readonly price: Money;
  /** What customers pay while the promotion runs; the price when there is none. */
  readonly priceAfterPromotion: Money;
  readonly currency: string;
  readonly promotion: Promotion | null;
  /** Units left; not used while the stock is unlimited. */
  readonly stock: number;
  /** The stock is not counted: the product sells until the staff take it off sale. */
  readonly unlimited: boolean;
  /** An unlimited product the staff took off sale. */
  readonly offSale: boolean;
  readonly sizes: readonly string[];
  readonly colors: readonly string[];
  readonly pictureUrl: string | null;
}

/** The store's products and the names of its categories, in menu order. */
export interface StoreInventory {
  readonly products: readonly StoreProduct[];
  readonly categories: readonly string[];
}

/** What the staff set of a product: its price, its stock and whether it sells. */
export interface StockAndPrice {
  readonly price: Money;
  readonly stock: number;
  readonly unlimited: boolean;
  readonly offSale: boolean;
}

/** Whether customers can buy the product now: the shop's own out-of-stock rule. */
export function isOnSale(product: Pick<StoreProduct, 'unlimited' | 'offSale' | 'stock'>): boolean {
  return !isOutOfStock({
    unlimited: product.unlimited,
    unlimitedOutOfStock: product.offSale,
    availableQuantity: product.stock,
  });
}

/** The inventory with this product in it, replaced where it was. */
export function withProduct(products: readonly StoreProduct[], product: StoreProduct): StoreProduct[] {
  return products.map((known) => (known.queryId === product.queryId ? product : known));
}
