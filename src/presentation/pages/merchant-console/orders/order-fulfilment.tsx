import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import { filledAddressParts } from './delivery-address-parts';
import { mapLinkOf } from './map-link';

const Block = styled.div`
  display: grid;
  gap: 2px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Kind = styled.strong`
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export interface OrderFulfilmentProps {
  readonly order: StoreOrder;
  /** Whether to offer the map and a call: the screen does, the printed ticket has nothing to click. */
  readonly links: boolean;
}

/** Pickup or delivery; for a delivery, whom to call and where it goes, part by part, with the point on a map. */
export function OrderFulfilment({ order, links }: OrderFulfilmentProps) {
  const { t } = useTranslation('console');
  const { delivery } = order;
  if (delivery === null) {
    return (
      <Block>
        <Kind>{t('console.orders.details.pickup')}</Kind>
      </Block>
    );
  }
  const parts = filledAddressParts(delivery);
  return (
    <Block>
      <Kind>{t('console.orders.details.delivery')}</Kind>
      {order.customerPhone !== null ? (
        <span>
          {t('console.orders.details.phone')}{' '}
          {links ? <a href={`tel:${order.customerPhone}`}>{order.customerPhone}</a> : order.customerPhone}
        </span>
      ) : null}
      {parts.length > 0 ? (
        parts.map((part) => (
          <span key={part.name}>{t(`console.orders.details.address.${part.name}`, { value: part.value })}</span>
        ))
      ) : (
        <span>{delivery.description}</span>
      )}
      {links ? (
        <a href={mapLinkOf(delivery.lat, delivery.long)} target="_blank" rel="noopener noreferrer">
          {t('console.orders.details.map')}
        </a>
      ) : null}
    </Block>
  );
}
