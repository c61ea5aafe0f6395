import type { Cart } from '@/domain/cart/cart';

/** What a screen hears about the saved cart while it watches. */
export interface CartChangeListener {
  /** The saved cart changed, in this tab or in another one; this is the cart as saved now. */
  readonly cartChanged: (cart: Cart) => void;
  /**
   * The browser's database could not be used (private window, quota): the cart goes on in memory for this
   * tab only. Called at most once per listener, and at once for a listener that subscribes after the failure.
   */
  readonly storageFailed: () => void;
}

/** The live feed of the saved cart, so two tabs show the same cart at once. */
export interface CartChanges {
  /** Starts listening; the returned function stops it. */
  subscribe(listener: CartChangeListener): () => void;
}
