/**
 * The customer's data that lives only as long as the session does, which ending the session clears.
 * The composition root backs it with the cart's storage and the order lists' state.
 */
export interface SessionScopedData {
  /** Empties the cart, in the browser's storage too, and forgets the note being written for it. */
  clearCart(): Promise<void>;
  /** Forgets the loaded active, past and cancelled order lists. */
  clearOrderLists(): Promise<void>;
}
