import { createSearchAddresses, shortestAddressSearch } from '@/application/addresses/search-addresses.use-case';
import type { AddressSearch } from '@/application/ports/address-search.port';
import { InMemoryAddressSearch } from '../../../support/fakes/in-memory-address-search';

const kamppi = { lat: 60.1699, long: 24.9384 };
const known = [{ id: 'mh-1', description: 'Mannerheimintie 1, Helsinki', at: kamppi }];
const down: AddressSearch = {
  suggest: () => Promise.reject(new Error('search down')),
  locate: () => Promise.reject(new Error('search down')),
};

describe('SearchAddresses', () => {
  it('asks for what the customer typed, trimmed, and answers the suggestions', async () => {
    const addressSearch = new InMemoryAddressSearch(known);
    const { suggest } = createSearchAddresses({ addressSearch });
    await expect(suggest('  manner ')).resolves.toEqual([{ id: 'mh-1', description: 'Mannerheimintie 1, Helsinki' }]);
    expect(addressSearch.searches).toEqual(['manner']);
  });

  it('asks nothing, and suggests nothing, for fewer letters than a search is worth, spaces aside', async () => {
    const addressSearch = new InMemoryAddressSearch(known);
    const { suggest } = createSearchAddresses({ addressSearch });
    await expect(suggest(` ${'m'.repeat(shortestAddressSearch - 1)}  `)).resolves.toEqual([]);
    expect(addressSearch.searches).toEqual([]);
    await suggest('man');
    expect(addressSearch.searches).toEqual(['man']);
  });

  it('locates the suggestion chosen', async () => {
    const { locate } = createSearchAddresses({ addressSearch: new InMemoryAddressSearch(known) });
    await expect(locate('mh-1')).resolves.toEqual(kamppi);
  });

  it('suggests nothing and locates nothing when the service fails', async () => {
    const { suggest, locate } = createSearchAddresses({ addressSearch: down });
    await expect(suggest('mannerheimintie')).resolves.toEqual([]);
    await expect(locate('mh-1')).resolves.toBeNull();
  });
});
