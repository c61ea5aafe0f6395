import { openStores, showsClosedStoresAlert } from '@/domain/catalogue/open-stores';

const stores = (...open: boolean[]) => open.map((isOpen, index) => ({ isOpen, name: `Store ${index + 1}` }));

describe('showsClosedStoresAlert', () => {
  it.each([
    [[false], true],
    [[false, false, false], true],
    [[true], false],
    [[false, true, false], false],
    [[true, true], false],
    [[], false],
  ])('stores open %j: alert %s', (open, expected) => {
    expect(showsClosedStoresAlert(stores(...open))).toBe(expected);
  });
});

describe('openStores', () => {
  it('keeps the open stores in their order', () => {
    expect(openStores(stores(true, false, true)).map((store) => store.name)).toEqual(['Store 1', 'Store 3']);
  });
});
