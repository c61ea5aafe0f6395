import type { Coordinates } from '../catalogue/store';

/** Which of the customer's address slots an address fills: one home, one work, any number of others. */
export type AddressType = 'home' | 'work' | 'others';

/** What the customer types into the address form. Building and landmark may stay empty. */
export interface AddressDetails {
  /** Address Title (the API's `name`); fixed once the address is saved. */
  readonly title: string;
  readonly flatOrVillaNumber: string;
  readonly building: string;
  readonly street: string;
  /** Area (the API's `district`). */
  readonly area: string;
  /** Nearest Landmark. */
  readonly landmark: string;
  /** Where the customer dropped the map pin; null when the form was filled without the map. */
  readonly coordinates: Coordinates | null;
}

/** An address the server keeps for the customer. */
export interface SavedAddress extends AddressDetails {
  readonly queryId: string;
  readonly type: AddressType;
}

/**
 * The customer's address slots. Invariant: `home` has type home, `work` has type work, every entry of
 * `others` has type others, and `selectedAddressId` is null or the query id of one of them.
 */
export interface UserAddresses {
  readonly home: SavedAddress | null;
  readonly work: SavedAddress | null;
  readonly others: readonly SavedAddress[];
  readonly selectedAddressId: string | null;
}

export const noAddresses: UserAddresses = { home: null, work: null, others: [], selectedAddressId: null };

/** Every saved address, home first, then work, then the others in their order. */
export function allAddresses(addresses: UserAddresses): readonly SavedAddress[] {
  return [addresses.home, addresses.work, ...addresses.others].filter(
    (address): address is SavedAddress => address !== null,
  );
}

export function findAddress(addresses: UserAddresses, queryId: string): SavedAddress | null {
  return allAddresses(addresses).find((address) => address.queryId === queryId) ?? null;
}

export function selectedAddress(addresses: UserAddresses): SavedAddress | null {
  return addresses.selectedAddressId === null ? null : findAddress(addresses, addresses.selectedAddressId);
}

/** The one-line description the API stores with an address: the flat and the area. */
export function addressDescription(details: Pick<AddressDetails, 'flatOrVillaNumber' | 'area'>): string {
  return [details.flatOrVillaNumber.trim(), details.area.trim()].filter((part) => part !== '').join(', ');
}
