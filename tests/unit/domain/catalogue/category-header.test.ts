import { searchByStoreCategoryId, showsCategoryHeader } from '@/domain/catalogue/category-header';

describe('showsCategoryHeader', () => {
  it.each([
    ['drinks', true],
    ['ALL', true],
    ['search', true],
    [searchByStoreCategoryId, false],
  ])('category %p has a header row: %p', (categoryId, shown) => {
    expect(showsCategoryHeader(categoryId)).toBe(shown);
  });

  it('names the search-by-store category SEARCH', () => {
    expect(searchByStoreCategoryId).toBe('SEARCH');
  });
});
