import type { AddressSearch, AddressSuggestion } from '@/application/ports/address-search.port';
import type { Coordinates } from '@/domain/catalog/store';

/** Used when no maps key is configured: the map picker offers no search. */
export class NoAddressSearch implements AddressSearch {
  async suggest(): Promise<readonly AddressSuggestion[]> {
    return [];
  }

  async locate(): Promise<Coordinates | null> {
    return null;
  }
}
