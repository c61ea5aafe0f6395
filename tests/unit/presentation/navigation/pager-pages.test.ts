import { pagerItems } from '@/presentation/components/pager/pager-pages';

describe('pagerItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [4, 6, [1, 'gap', 3, 4, 5, 6]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pagerItems(page, count)).toEqual(expected);
  });
});
