import { PlaceMap, type PlaceMapProps } from '../../components/map/place-map';
import { StaticPlaceMap } from '../../components/map/static-place-map';
import { useAlive } from '../../startup/use-alive';

/**
 * The booking's map: the static map while the page is the server's drawing and while the browser takes it over
 * (the server has no map service, and both sides must draw the same), the host's real map once the app is alive.
 */
export function BookingPlaceMap(props: PlaceMapProps) {
  const alive = useAlive();
  return alive ? <PlaceMap {...props} /> : <StaticPlaceMap centre={props.centre} label={props.label} />;
}
