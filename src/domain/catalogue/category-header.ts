/**
 * The category under which a store's product search results are listed. It is a list of matches, not a
 * section of the menu, so no category header row names it or links to its listing.
 */
export const searchByStoreCategoryId = 'SEARCH';

/** Whether the products of a category are introduced by its header row (title, name, link to its listing). */
export function showsCategoryHeader(categoryId: string): boolean {
  return categoryId !== searchByStoreCategoryId;
}
