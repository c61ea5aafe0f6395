/** What kind of place an entry is; the more a rider is likely to mean it, the higher it ranks (placeWeight). */
export type PlaceKind = 'airport' | 'station' | 'harbour' | 'landmark' | 'hotel' | 'shop' | 'street' | 'district';

/**
 * One place of a host's area the reference geocoder knows: its names in Finnish and, where it differs, English;
 * other names riders use for it; where it lies.
 */
export interface GazetteerPlace {
  readonly id: number;
  readonly kind: PlaceKind;
  readonly name: { readonly fi: string; readonly en?: string };
  /** Other names it is searched by (short names, codes, the other language's colloquial name); never shown. */
  readonly aliases?: readonly string[];
  readonly street?: string;
  readonly housenumber?: string;
  readonly postcode?: string;
  readonly district?: string;
  readonly city: string;
  readonly lat: number;
  readonly long: number;
}

/** A rider typing "Kamppi" means the bus station or the centre sooner than the district around them. */
export const placeWeight: Readonly<Record<PlaceKind, number>> = {
  airport: 7,
  station: 6,
  harbour: 6,
  landmark: 5,
  hotel: 4,
  shop: 4,
  street: 3,
  district: 2,
};
