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
    const handles = this.inFlight;
    handles.get(key)?.abort();
    // Taken out and put back, so a repeated key is the newest handle.
    handles.delete(key);
    const controller = new AbortController();
    handles.set(key, controller);
    // One handle comes in at a time, so dropping the oldest (a Map's first key) keeps the four newest.
    if (handles.size > keptCancelHandles) handles.delete(handles.keys().next().value as string);
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
