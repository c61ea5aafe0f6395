import type { Coordinates } from '@/domain/catalogue/store';

/** One address a search found: what the customer reads, and the id that locates it. */
export interface AddressSuggestion {
  readonly id: string;
  readonly description: string;
}

/** Finds addresses by what the customer types, near the host's own point. */
export interface AddressSearch {
  /**
   * Addresses matching the text, nearest the host's point first as the service ranks them; none when the service
   * is not there (Google's script not loaded yet) or knows none.
   * @throws AppError when a geocoding server cannot be reached or answers what is not its shape.
   */
  suggest(text: string): Promise<readonly AddressSuggestion[]>;

  /** Where a suggested address is; null when the service cannot say. */
  locate(suggestionId: string): Promise<Coordinates | null>;
}
