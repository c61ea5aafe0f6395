import type { AddressSearch, AddressSuggestion } from '@/application/ports/address-search.port';
import type { Coordinates } from '@/domain/catalogue/store';

/** The spec's address search: biased to 20 km around the host's point. */
export const addressSearchRadiusMetres = 20_000;

/** The request the storefront makes of Google's place predictions. */
export interface AddressPredictionRequest {
  readonly input: string;
  readonly locationBias: { readonly center: { readonly lat: number; readonly lng: number }; readonly radius: number };
  /** Address results only: no businesses, no regions. */
  readonly types: readonly string[];
}

/** The parts of Google's places and geocoding services this adapter uses, so it needs no global type declarations. */
export interface GooglePlaces {
  getPlacePredictions(
    request: AddressPredictionRequest,
  ): Promise<{ readonly predictions: readonly { readonly place_id: string; readonly description: string }[] }>;
  geocode(request: {
    placeId: string;
  }): Promise<{ readonly results: readonly { readonly geometry: { readonly location: LatLng } }[] }>;
}

interface LatLng {
  lat(): number;
  lng(): number;
}

interface GoogleMapsGlobal {
  readonly places?: { readonly AutocompleteService?: new () => Pick<GooglePlaces, 'getPlacePredictions'> };
  readonly Geocoder?: new () => Pick<GooglePlaces, 'geocode'>;
}

/** Google's services once the maps script (with its places library) is on the page, else null. */
export function loadedGooglePlaces(): GooglePlaces | null {
  const maps = (globalThis as { google?: { maps?: GoogleMapsGlobal } }).google?.maps;
  const Predictions = maps?.places?.AutocompleteService;
  const Geocoder = maps?.Geocoder;
  if (!Predictions || !Geocoder) return null;
  const predictions = new Predictions();
  const geocoder = new Geocoder();
  return {
    getPlacePredictions: (request) => predictions.getPlacePredictions(request),
    geocode: (request) => geocoder.geocode(request),
  };
}

/** The prediction request for what the customer typed, around the host's point. */
export function addressPredictionRequest(text: string, centre: Coordinates): AddressPredictionRequest {
  return {
    input: text,
    locationBias: { center: { lat: centre.lat, lng: centre.long }, radius: addressSearchRadiusMetres },
    types: ['address'],
  };
}

/**
 * Address search with Google's place predictions, only when the storefront has a maps key and the script has
 * loaded. Like the geocoder, a failure is only logged: the search then suggests nothing.
 */
export class GoogleAddressSearch implements AddressSearch {
  constructor(
    private readonly centre: Coordinates,
    private readonly places: () => GooglePlaces | null = loadedGooglePlaces,
  ) {}

  async suggest(text: string): Promise<readonly AddressSuggestion[]> {
    const places = this.places();
    if (places === null) return [];
    try {
      const { predictions } = await places.getPlacePredictions(addressPredictionRequest(text, this.centre));
      return predictions.map((prediction) => ({ id: prediction.place_id, description: prediction.description }));
    } catch (failure) {
      console.warn('Address search failed', failure);
      return [];
    }
  }

  async locate(suggestionId: string): Promise<Coordinates | null> {
    const places = this.places();
    if (places === null) return null;
    try {
      const location = (await places.geocode({ placeId: suggestionId })).results[0]?.geometry.location;
      return location ? { lat: location.lat(), long: location.lng() } : null;
    } catch (failure) {
      console.warn('Locating an address failed', failure);
      return null;
    }
  }
}
