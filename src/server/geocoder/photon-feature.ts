import type { PhotonFeature, PhotonLanguage } from '@/contract/geocoder/photon.contract';
import type { GazetteerPlace, PlaceKind } from './gazetteer-place';

/** Photon's `type` for each kind: a street is a street, a district a district, every other place a house. */
const photonType: Readonly<Record<PlaceKind, string>> = {
  airport: 'house',
  station: 'house',
  harbour: 'house',
  landmark: 'house',
  hotel: 'house',
  shop: 'house',
  street: 'street',
  district: 'district',
};

/** A gazetteer place as Photon answers it, named in the asked language (Finnish, the local name, by default). */
export function photonFeatureOf(place: GazetteerPlace, language: PhotonLanguage): PhotonFeature {
  const name = language === 'en' ? (place.name.en ?? place.name.fi) : place.name.fi;
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [place.long, place.lat] },
    properties: {
      name,
      ...(place.street ? { street: place.street } : {}),
      ...(place.housenumber ? { housenumber: place.housenumber } : {}),
      ...(place.postcode ? { postcode: place.postcode } : {}),
      ...(place.district ? { district: place.district } : {}),
      city: place.city,
      type: photonType[place.kind],
      // Not OpenStreetMap's ids: the gazetteer's own, under a type letter of its own (G).
      osm_type: 'G',
      osm_id: place.id,
      osm_key: 'place',
      osm_value: place.kind,
    },
  };
}
