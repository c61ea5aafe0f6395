/**
 * The swipe that confirms a payment completes once its handle has travelled this fraction of the track
 * (the spec's "swipe threshold 75"); released short of it, the handle springs back and nothing is paid.
 */
export const swipeCompletionThreshold = 0.75;

/**
 * How far along its track the handle is, from 0 to 1. A drag past either end stays at that end; a track with
 * no length (not laid out yet) has no progress to show.
 */
export function swipeFraction(offset: number, trackLength: number): number {
  if (!(trackLength > 0) || !Number.isFinite(offset)) return 0;
  return Math.min(1, Math.max(0, offset / trackLength));
}

/** Whether a handle let go at this fraction of the track completes the swipe. */
export function isSwipeComplete(fraction: number): boolean {
  return fraction >= swipeCompletionThreshold;
}
