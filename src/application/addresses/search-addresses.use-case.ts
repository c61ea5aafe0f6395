import type { AddressSearch, AddressSuggestion } from '../ports/address-search.port';
import type { Coordinates } from '@/domain/catalogue/store';

/** Fewer letters than this match too much to be worth a request. */
export const shortestAddressSearch = 3;

/**
 * The map picker's address search: suggestions for what the customer typed, then the point of the one chosen.
 * A failing service is not the customer's problem: it suggests nothing and locates nothing.
 */
export interface SearchAddresses {
  suggest(text: string): Promise<readonly AddressSuggestion[]>;
  locate(suggestionId: string): Promise<Coordinates | null>;
}

export function createSearchAddresses(deps: { addressSearch: AddressSearch }): SearchAddresses {
  return {
    async suggest(text) {
      const typed = text.trim();
      if (typed.length < shortestAddressSearch) return [];
      return deps.addressSearch.suggest(typed).catch(() => []);
    },
    locate: (suggestionId) => deps.addressSearch.locate(suggestionId).catch(() => null),
  };
}
