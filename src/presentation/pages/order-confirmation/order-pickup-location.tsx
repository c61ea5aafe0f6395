import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { orderPickup } from '@/domain/catalogue/pickup-location';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectStoreHeader, storeRequested } from '../../store/products/products.slice';
import { PickupLocationItem } from '../../components/venue/pickup-location-item';

const Section = styled.section`
  max-width: 520px;
  margin: ${({ theme }) => theme.spacing(2)} auto 0;
  padding: ${({ theme }) => theme.spacing(2)};
  background: white;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid ${({ theme }) => theme.colours.primary};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(1)};
  font-size: 1.1rem;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Where to collect the order, read from the order's store (its pickup locations). Shown only when the store
 * has any; while it loads or when it cannot be read the confirmation simply goes without it.
 */
export function OrderPickupLocation(props: { readonly merchantQueryId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const storeHeader = useAppSelector(selectStoreHeader);
  const asked = storeHeader.storeQueryId === props.merchantQueryId;

  useEffect(() => {
    if (!asked) void dispatch(storeRequested(props.merchantQueryId));
  }, [dispatch, asked, props.merchantQueryId]);

  const locations = asked ? (storeHeader.data?.store.pickupLocations ?? []) : [];
  const pickup = orderPickup(locations);
  if (pickup.kind === 'none') return null;
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{t('arena.pickup.orderTitle')}</Title>
      {pickup.kind === 'any' ? <p>{t('arena.pickup.anyLocation')}</p> : null}
      <List>
        {(pickup.kind === 'known' ? [pickup.location] : pickup.locations).map((location) => (
          <PickupLocationItem key={location.id} location={location} />
        ))}
      </List>
    </Section>
  );
}
