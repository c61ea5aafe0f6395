import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderStatus } from '@/domain/order/order-status';
import { orderStatusLabelKeys } from '../../i18n/message-keys/order-message-keys';

/** One symbol per status; drawn as text so the page needs no image files. */
const symbols: Readonly<Record<OrderStatus, string>> = {
  order_pending: '⏳',
  order_confirmed: '👩‍🍳',
  order_dispatched: '🛍️',
  order_delivered: '✅',
  order_cancelled: '✖️',
  unknown: '❔',
};

const Picture = styled.span`
  display: block;
  font-size: 4rem;
  line-height: 1;
  text-align: center;
  margin: ${({ theme }) => theme.spacing(2)} 0;
`;

export function StatusImage(props: { readonly status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Picture role="img" aria-label={t(orderStatusLabelKeys[props.status])}>
      {symbols[props.status]}
    </Picture>
  );
}
