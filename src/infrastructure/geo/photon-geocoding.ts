import type { Coordinates } from '@/domain/catalogue/store';
import { PhotonAddressLookup } from './photon-address-lookup';
import { PhotonAddressSearch } from './photon-address-search';
import { PhotonClient } from './photon-client';

/** The address search and lookup over one Photon geocoder, searching near the host's point. */
export function photonGeocoding(photonUrl: string, centre: Coordinates) {
  const photon = new PhotonClient(photonUrl);
  return { addressLookup: new PhotonAddressLookup(photon), addressSearch: new PhotonAddressSearch(photon, centre) };
}
