import { storeSearchLength, storeSearchText } from '@/domain/catalogue/store-search';

describe('storeSearchText', () => {
  it.each([
    ['pizza', 'pizza'],
    ['  Pizza Kamppi 2 ', 'Pizza Kamppi 2'],
    ['Kävijä', 'Kävijä'],
  ])('sends %j as %j', (typed, sent) => {
    expect(storeSearchText(typed)).toBe(sent);
  });

  it.each(['', '   ', 'piz!za', 'a<b>', 'tab\there'])('is no search for %j', (typed) => {
    expect(storeSearchText(typed)).toBeNull();
  });

  it('sends a search of the longest length, and no longer one', () => {
    expect(storeSearchText(` ${'a'.repeat(storeSearchLength)} `)).toBe('a'.repeat(storeSearchLength));
    expect(storeSearchText('a'.repeat(storeSearchLength + 1))).toBeNull();
  });
});
