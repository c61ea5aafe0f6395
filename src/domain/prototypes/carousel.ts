/**
 * How many slides a carousel shows side by side at a viewport width (CSS px): four on a wide screen, fewer as
 * the screen narrows, so a slide never gets too small to read. A carousel scrolls by as many as it shows.
 */
export function slidesPerView(viewportWidth: number): number {
  if (viewportWidth < 480) return 1;
  if (viewportWidth < 600) return 2;
  if (viewportWidth < 1024) return 3;
  return 4;
}

/** The index of the first slide shown, after a scroll forward by a whole view; never past the last full view. */
export function nextStart(start: number, perView: number, total: number): number {
  return Math.min(start + perView, lastStart(perView, total));
}

/** The index of the first slide shown, after a scroll back by a whole view; never before the first slide. */
export function previousStart(start: number, perView: number): number {
  return Math.max(0, start - perView);
}

/**
 * The first slide's index clamped to where a full view still fits: a carousel whose view widens (a phone
 * turned sideways) would otherwise show empty room after its last slide.
 */
export function clampStart(start: number, perView: number, total: number): number {
  return Math.max(0, Math.min(start, lastStart(perView, total)));
}

function lastStart(perView: number, total: number): number {
  return Math.max(0, total - perView);
}
