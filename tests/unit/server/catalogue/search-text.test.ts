import { searchTextOf } from '@/server/catalogue/routes/search-text';

describe('searchTextOf', () => {
  it('trims and makes runs of spaces one', () => {
    expect(searchTextOf('  pizzeria   vallila ')).toBe('pizzeria vallila');
  });

  it('composes a letter typed with a combining mark, so it finds the stored letter', () => {
    expect(searchTextOf('keitti\u006f\u0308')).toBe('keitti\u00f6');
  });

  it('keeps the case: the database compares without it', () => {
    expect(searchTextOf('Lohi')).toBe('Lohi');
  });
});
