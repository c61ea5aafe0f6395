import { industryLabelKey, industryTabs } from '@/presentation/pages/store-listing/industries';
import { storesMatching } from '@/presentation/pages/store-listing/stores-matching';
import { aStore } from '../../../support/store-fixtures';

describe('industry tabs', () => {
  it('are the seeded industries when the default is one of them', () => {
    expect(industryTabs(21, 22)).toEqual([21, 22, 23]);
  });

  it('put an unknown default and an unknown current industry first', () => {
    expect(industryTabs(40, 41)).toEqual([40, 41, 21, 22, 23]);
    expect(industryTabs(40, 40)).toEqual([40, 21, 22, 23]);
  });

  it('name the seeded industries and call the rest stores', () => {
    expect([21, 22, 23, 40].map(industryLabelKey)).toEqual([
      'industries.21',
      'industries.22',
      'industries.23',
      'industries.other',
    ]);
  });
});

describe('storesMatching', () => {
  const stores = [aStore({ queryId: 'a', name: 'Pizzeria Napoli' }), aStore({ queryId: 'b', name: 'Kahvila Aalto' })];

  it('keeps every store for an empty or blank search', () => {
    expect(storesMatching(stores, '')).toBe(stores);
    expect(storesMatching(stores, '   ')).toBe(stores);
  });

  it('matches part of the name, ignoring case and surrounding spaces', () => {
    expect(storesMatching(stores, ' NAPO ').map((store) => store.queryId)).toEqual(['a']);
    expect(storesMatching(stores, 'a').map((store) => store.queryId)).toEqual(['a', 'b']);
    expect(storesMatching(stores, 'sushi')).toEqual([]);
  });
});
