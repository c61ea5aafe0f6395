/**
 * The load's one promise, shared by every caller; a failed load (a chunk lost to a network hiccup) is
 * forgotten, so the next call tries again instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
}
