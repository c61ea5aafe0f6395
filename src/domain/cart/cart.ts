import type { Money } from '../pricing/money';

/** What a customer picked on the details page; two different selections of one product are two lines. */
export interface CartSelection {
  readonly sizeId: string | null;
  readonly colorId: string | null;
  /** Sorted, so the same options picked in another order are the same selection. */
  readonly variantOptionIds: readonly string[];
}

/** One line of the cart: a product in one selection, with the quantity and the prices it was added at. */
export interface CartLine {
  /** Stable key of product + selection. */
  readonly lineId: string;
  readonly productQueryId: string;
  readonly name: string;
  readonly description: string;
  readonly pictureUrl: string | null;
  readonly selection: CartSelection;
  readonly quantity: number;
  readonly price: Money;
  readonly priceAfterDiscount: Money;
  /** A promotion amount exists: the line is charged at priceAfterDiscount. */
  readonly hasPromotion: boolean;
  readonly taxPercent: number;
  readonly availableQuantity: number;
  readonly unlimited: boolean;
  readonly categoryId: string;
  readonly subCategoryId: string;
}

/**
 * The most lines a cart holds: a week's groceries for a large family is well under a hundred. The server
 * refuses an invoice of more lines, so the cart stops here and says so.
 */
export const cartLineLimit = 200;

/** The customer's cart: lines of one store only, or empty. */
export interface Cart {
  readonly store: CartStore | null;
  readonly lines: readonly CartLine[];
}

export interface CartStore {
  readonly queryId: string;
  readonly name: string;
  readonly merchantAddressId: string | null;
}

export const emptyCart: Cart = { store: null, lines: [] };
