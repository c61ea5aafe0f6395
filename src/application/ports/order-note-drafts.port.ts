/** The note a customer is writing for one store's kitchen, before the order it belongs to is placed. */
export interface OrderNoteDraft {
  /** The store of the cart the note was written with: a note for another store's kitchen must not follow. */
  readonly storeQueryId: string;
  readonly note: string;
}

/** Where the cart summary keeps the customer's note between page loads, so a reload or a new tab keeps it. */
export interface OrderNoteDrafts {
  /** The note last kept; null when none (or what is kept cannot be read). */
  load(): Promise<OrderNoteDraft | null>;
  save(draft: OrderNoteDraft): Promise<void>;
  clear(): Promise<void>;
}
