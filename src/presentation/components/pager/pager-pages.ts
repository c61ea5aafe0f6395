/** A page number to show, or a gap standing for the pages left out between two numbers. */
export type PagerItem = number | 'gap';

/**
 * The page buttons to show: always the first and the last, the current page and its neighbours, and a gap
 * where pages are left out, so a long list never turns into a wall of buttons on a phone.
 */
export function pagerItems(page: number, pageCount: number): readonly PagerItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && n - previous > 1 ? (['gap', n] as const) : [n];
  });
}
