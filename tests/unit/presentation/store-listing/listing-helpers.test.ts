import type { TFunction } from 'i18next';
import { industryLabel } from '@/presentation/pages/store-listing/industries';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('industryLabel', () => {
  it('translates the industries the locale files name', () => {
    expect(industryLabel(t, { id: 21, name: 'Restaurants' })).toBe('t:industries.21');
    expect(industryLabel(t, { id: 23, name: null })).toBe('t:industries.23');
  });

  it("uses the server's name for another industry, and a neutral word without one", () => {
    expect(industryLabel(t, { id: 30, name: 'Pharmacy' })).toBe('Pharmacy');
    expect(industryLabel(t, { id: 40, name: null })).toBe('t:industries.other');
  });
});
