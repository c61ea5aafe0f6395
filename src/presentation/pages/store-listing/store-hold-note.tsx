import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderIntakeHold } from '@/domain/catalogue/store';
import { clockTime } from '../../format/clock-time';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.9rem;
  font-weight: 600;
`;

/**
 * A store card's word that an open store is not taking new orders (its staff paused them, or its kitchen is full),
 * and until when on the customer's clock, as the store's page says it.
 */
export default function StoreHoldNote(props: { readonly hold: OrderIntakeHold }) {
  const { t, i18n } = useTranslation();
  const { until } = props.hold;
  return (
    <Note role="note">
      {until === null
        ? t('cart.notTakingOrders.chip')
        : t('cart.notTakingOrders.cardUntil', { time: clockTime(until, i18n.resolvedLanguage) })}
    </Note>
  );
}
