import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Store } from '@/domain/catalogue/store';
import { useListingVariant } from './listing-variant';
import { PickupLocationItem } from '../../../components/venue/pickup-location-item';

const Footer = styled.section`
  margin-top: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)};
  background: white;
  border-top: 4px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radius};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(1.5)};
  font-size: 1.1rem;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The arena's footer: every food pickup location of the venue. Nothing outside the arena or without any. */
export function PickupLocationsFooter(props: { readonly store: Store }) {
  const { t } = useTranslation();
  const { arena } = useListingVariant();
  const titleId = useId();
  const locations = props.store.pickupLocations ?? [];
  if (!arena || locations.length === 0) return null;
  return (
    <Footer aria-labelledby={titleId}>
      <Title id={titleId}>{t('arena.pickup.title')}</Title>
      <List>
        {locations.map((location) => (
          <PickupLocationItem key={location.id} location={location} />
        ))}
      </List>
    </Footer>
  );
}
