import type { Money } from '../pricing/money';
import type { Coordinates, OrderIntakeHold } from './store';

export interface ProductOption {
  readonly id: string;
  readonly name: string;
}

/** A variant group (e.g. "Sauce") whose options a customer picks on the product's details page. */
export interface ProductVariant {
  readonly id: string;
  readonly name: string;
  readonly options: readonly ProductOption[];
}

/** A promotion the server attached; `discount` is a percentage, `flat` an amount in minor units. */
export interface Promotion {
  readonly nature: 'flat' | 'discount';
  readonly amount: number;
}

export interface ProductPicture {
  readonly thumbUrl: string;
  readonly originalUrl: string;
}

/** A product as a store sells it. Prices are decided by the server and arrive in minor units. */
export interface Product {
  readonly queryId: string;
  readonly name: string;
  readonly description: string;
  readonly categoryId: string;
  readonly subCategoryId: string;
  /** Price before any promotion (cost). */
  readonly price: Money;
  /** Price after the promotion (cost_after_discount); equals price when there is none. */
  readonly priceAfterDiscount: Money;
  readonly currency: string;
  /** VAT included in the price, in percent (e.g. 25.5). */
  readonly taxPercent: number;
  /** product_available_quantity: units left when stock is limited. */
  readonly availableQuantity: number;
  readonly unlimited: boolean;
  readonly unlimitedOutOfStock: boolean;
  readonly sizes: readonly ProductOption[];
  readonly colors: readonly ProductOption[];
  readonly variants: readonly ProductVariant[];
  readonly promotion: Promotion | null;
  readonly pictures: readonly ProductPicture[];
  readonly store: ProductStore;
}

/** What a product knows of the store that sells it, enough to gate adding it to a cart. */
export interface ProductStore {
  readonly queryId: string;
  readonly name: string;
  readonly isOpen: boolean;
  /** Not taking new orders for now; absent or null while it takes them. */
  readonly orderHold?: OrderIntakeHold | null;
  readonly coordinates: Coordinates | null;
  /** Kilometres; null or 0 when the store sets no radius. */
  readonly serviceAreaRadiusKm: number | null;
  readonly merchantAddressId: string | null;
}

/** One page of a store's products and how many match in all. */
export interface ProductPage {
  readonly products: readonly Product[];
  readonly page: number;
  readonly totalProducts: number;
}
