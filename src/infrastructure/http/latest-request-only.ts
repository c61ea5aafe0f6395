/**
 * How many cancel handles are kept (§9 of accounts-payments-transport.md: a stored handle older than the fourth
 * is dropped). A dropped handle's request runs on; only a newer request to its URL no longer cancels it.
 */
export const keptCancelHandles = 4;

/**
 * The spec's "a newer request to the same URL cancels the older one": one abort handle per request key,
 * taken over by each newer request. A cancelled request rejects as "Connection Failed". Only the four newest
 * handles are kept, so the store stays small however many slow requests are in flight.
 */
export class LatestRequestOnly {
  // A Map keeps insertion order, so its first key is the oldest handle.
  private readonly inFlight = new Map<string, AbortController>();

  /** Cancels an older request with this key and answers the signal of the new one. */
  begin(key: string): AbortController {
    this.inFlight.get(key)?.abort();
    // Taken out and put back, so a repeated key is the newest handle.
    this.inFlight.delete(key);
    const controller = new AbortController();
    this.inFlight.set(key, controller);
    // One handle comes in at a time, so dropping the oldest keeps the four newest.
    const [oldest] = this.inFlight.keys();
    if (this.inFlight.size > keptCancelHandles && oldest !== undefined) this.inFlight.delete(oldest);
    return controller;
  }

  /** Forgets the handle once its request settled, unless a newer request already took the key. */
  end(key: string, controller: AbortController): void {
    if (this.inFlight.get(key) === controller) this.inFlight.delete(key);
  }

  /** How many requests are in flight; for tests of the bookkeeping. */
  get size(): number {
    return this.inFlight.size;
  }
}
