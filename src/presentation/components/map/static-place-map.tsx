import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Coordinates } from '@/domain/catalogue/store';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  place-items: center;
  gap: 4px;
  min-height: 160px;
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: 8px;
  background: repeating-linear-gradient(45deg, #e8edf2, #e8edf2 10px, #f2f5f8 10px, #f2f5f8 20px);
  text-align: center;
`;

const Marker = styled.svg`
  color: #c62828;
`;

/** The point without a map service: a marker and the coordinates, for no key or no network. */
export function StaticPlaceMap(props: { readonly centre: Coordinates; readonly label: string }) {
  const { t } = useTranslation();
  const { lat, long } = props.centre;
  return (
    <Figure role="img" aria-label={props.label}>
      <Marker width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        />
      </Marker>
      <figcaption>{t('addresses.map.coordinates', { lat, long })}</figcaption>
    </Figure>
  );
}
