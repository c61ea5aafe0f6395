/** A repeating timer, so the core can count down without reading the real clock or calling setInterval. */
export interface Ticker {
  /**
   * Calls `tick` every `ms` milliseconds, first after `ms`, until the returned function is called.
   * Calling the returned function more than once does nothing more.
   */
  every(ms: number, tick: () => void): () => void;
}
