import type { Cart } from '@/domain/cart/cart';

/** The browser's storage failed; the customer is told, nothing is thrown. */
export interface CartStorageFailure {
  readonly ok: false;
  readonly reason: 'STORAGE_FAILED';
}

export type CartLoaded = { readonly ok: true; readonly cart: Cart } | CartStorageFailure;
export type CartSaved = { readonly ok: true } | CartStorageFailure;

/** Where the customer's cart is kept between visits (the browser's local database; never the server). */
export interface CartRepository {
  /** The cart as last saved, or the empty cart when none was saved yet. A storage failure is a value. */
  load(): Promise<CartLoaded>;
  /** Keeps this whole cart in place of the one saved before; the empty cart deletes it all. */
  save(cart: Cart): Promise<CartSaved>;
}
