/**
 * The spec's "a newer request to the same URL cancels the older one": one abort handle per request key,
 * taken over by each newer request. A cancelled request rejects as "Connection Failed".
 */
export class LatestRequestOnly {
  private readonly inFlight = new Map<string, AbortController>();

  /** Cancels an older request with this key and answers the signal of the new one. */
  begin(key: string): AbortController {
    this.inFlight.get(key)?.abort();
    const controller = new AbortController();
    this.inFlight.set(key, controller);
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
