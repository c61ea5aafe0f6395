import type { Coordinates } from '../catalogue/store';
import type { AddressDetails, SavedAddress } from './address';

/** The address form's content: a new address (no query id) or a saved one being edited. */
export interface AddressDraft extends AddressDetails {
  readonly queryId: string | null;
}

/** What a geocoder says about the place under the map pin; any part may be missing. */
export interface GeocodedPlace {
  readonly coordinates: Coordinates;
  readonly street: string | null;
  readonly area: string | null;
  readonly building: string | null;
  /** The place as a person names it ("Kampin keskus, Urho Kekkosen katu 1, Helsinki"), when the geocoder says. */
  readonly label?: string;
}

/** The name geocoders give a road they cannot name; it is no street a rider could find. */
const unnamedRoad = 'unnamed road';

export const emptyAddressDraft: AddressDraft = {
  queryId: null,
  title: '',
  flatOrVillaNumber: '',
  building: '',
  street: '',
  area: '',
  landmark: '',
  coordinates: null,
};

/** A geocoded street, or empty when there is none or it is "Unnamed Road" (compared ignoring case and spaces). */
export function geocodedStreet(street: string | null): string {
  const trimmed = (street ?? '').trim();
  return trimmed.toLowerCase() === unnamedRoad ? '' : trimmed;
}

/** A new address prefilled from the place under the map pin; the customer types the rest. */
export function draftFromGeocodedPlace(place: GeocodedPlace): AddressDraft {
  return {
    ...emptyAddressDraft,
    coordinates: place.coordinates,
    street: geocodedStreet(place.street),
    area: (place.area ?? '').trim(),
    building: (place.building ?? '').trim(),
  };
}

/** The form opened on a saved address, for editing. */
export function draftFromSavedAddress(address: SavedAddress): AddressDraft {
  return {
    queryId: address.queryId,
    title: address.title,
    flatOrVillaNumber: address.flatOrVillaNumber,
    building: address.building,
    street: address.street,
    area: address.area,
    landmark: address.landmark,
    coordinates: address.coordinates,
  };
}

/** The title is the address's name in the customer's book, so it is fixed once the address is saved. */
export function isTitleLocked(draft: Pick<AddressDraft, 'queryId'>): boolean {
  return draft.queryId !== null;
}

export type AddressFormAction = 'SAVE' | 'UPDATE';

/** The form's button: Save for a new address, Update for one the server already holds. */
export function addressFormAction(draft: Pick<AddressDraft, 'queryId'>): AddressFormAction {
  return draft.queryId === null ? 'SAVE' : 'UPDATE';
}
