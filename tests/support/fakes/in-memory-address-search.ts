import type { AddressSearch, AddressSuggestion } from '@/application/ports/address-search.port';
import type { Coordinates } from '@/domain/catalogue/store';

/** Known addresses in memory: a search finds those whose description contains the text, case aside. */
export class InMemoryAddressSearch implements AddressSearch {
  readonly searches: string[] = [];

  constructor(private readonly known: ReadonlyArray<AddressSuggestion & { readonly at: Coordinates }> = []) {}

  async suggest(text: string): Promise<readonly AddressSuggestion[]> {
    this.searches.push(text);
    return this.known
      .filter((address) => address.description.toLowerCase().includes(text.toLowerCase()))
      .map(({ id, description }) => ({ id, description }));
  }

  async locate(suggestionId: string): Promise<Coordinates | null> {
    return this.known.find((address) => address.id === suggestionId)?.at ?? null;
  }
}
