import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import type { ComponentType, ReactNode } from 'react';
import type { Coordinates } from '@/domain/catalogue/store';

/** What the storefront's map component hands an interactive map; the shape is the presentation layer's. */
export interface GooglePlaceMapProps {
  readonly centre: Coordinates;
  readonly zoom: number;
  /** The map's accessible name. */
  readonly label: string;
  /** Called with the point the customer clicked; absent on a read-only map. */
  readonly onPick?: (point: Coordinates) => void;
  /** Shown while the script loads and when it cannot load (no network, a refused key). */
  readonly fallback: ReactNode;
}

const mapStyle = { width: '100%', height: '280px' };

/** The places library comes with the map: the address search asks it for predictions (google-address-search.ts). */
const libraries: 'places'[] = ['places'];

/**
 * A Google map with one marker, for the key the storefront configuration names. Loading the script is
 * Google's loader's job; a failure to load leaves the caller's static fallback on screen.
 */
export function createGooglePlaceMap(apiKey: string): ComponentType<GooglePlaceMapProps> {
  return function GooglePlaceMap(props: GooglePlaceMapProps) {
    const { isLoaded, loadError } = useJsApiLoader({
      id: 'storefront-google-maps',
      googleMapsApiKey: apiKey,
      libraries,
    });
    if (loadError) console.warn('Google Maps could not be loaded', loadError);
    if (!isLoaded || loadError) return <>{props.fallback}</>;
    const position = { lat: props.centre.lat, lng: props.centre.long };
    const { onPick } = props;
    return (
      <div role="region" aria-label={props.label}>
        <GoogleMap
          mapContainerStyle={mapStyle}
          center={position}
          zoom={props.zoom}
          onClick={(event) => {
            const point = event.latLng;
            if (onPick && point) onPick({ lat: point.lat(), long: point.lng() });
          }}
        >
          <MarkerF position={position} />
        </GoogleMap>
      </div>
    );
  };
}
