/** How many rows each list asks for at once. */
export const pageSizes = {
  products: 100,
  stores: 25,
  orders: 24,
  storeSearch: 50,
} as const;

/** Number of pager buttons: every started page counts; an empty list has none. */
export function pageCount(totalItems: number, pageSize: number): number {
  if (totalItems <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}
