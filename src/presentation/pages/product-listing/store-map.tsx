import { useTranslation } from 'react-i18next';
import type { Coordinates } from '@/domain/catalogue/store';
import { mapPointOf } from '@/domain/geo/map-point';
import { PlaceMap } from '../../components/map/place-map';

/**
 * The merchant's place with a marker: Google's map when a maps key is configured (its code is a chunk of its
 * own, fetched when the dialog first shows it), otherwise the static map with the coordinates.
 */
export function StoreMap(props: { name: string; coordinates: Coordinates | null }) {
  const { t } = useTranslation();
  const centre = mapPointOf(props.coordinates);
  return <PlaceMap centre={centre} label={t('catalog.header.mapLabel', { name: props.name, ...centre })} />;
}
