/** What the store's live stream tells the console. */
export interface StoreOrderStreamListener {
  /** An order of the store was placed, changed status or was paid. */
  onOrderEvent(invoiceQueryId: string): void;
  /**
   * The stream connected (true) or was lost (false). After a loss the stream keeps trying; each (re)connection
   * is told, so the console can fetch what it may have missed meanwhile.
   */
  onConnection(live: boolean): void;
  /** The server no longer accepts the staff session; the stream has stopped. */
  onSessionEnded(): void;
}

/** The store's order events pushed by the merchant service, as the kept staff session. */
export interface StoreOrderStream {
  /** Starts following; the answer stops it. */
  follow(listener: StoreOrderStreamListener): () => void;
}
