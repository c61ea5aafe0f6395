/** The customer's cart, seen by a flow that only ever empties it (a paid order). */
export interface CartClearer {
  /** Removes every line of the cart, wherever the cart is kept. */
  clear(): Promise<void>;
}
