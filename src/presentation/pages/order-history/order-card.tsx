import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OrderSummary } from '@/domain/orders/order-summary';
import { orderStatusLabelKeys } from '../../i18n/message-keys/order-message-keys';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { orderDetailPath } from './order-paths';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  background: white;
  border-radius: ${({ theme }) => theme.radius};
`;

const Title = styled.h2`
  font-size: 1.1rem;
  margin: 0;
`;

const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.primary};
  }
`;

const ReorderButton = styled.button`
  justify-self: start;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  font: inherit;
  cursor: pointer;
`;

export interface OrderCardProps {
  readonly order: OrderSummary;
  readonly onReorder: (order: OrderSummary) => void;
  readonly reorderPending: boolean;
}

/** One order of the history: opens its confirmation with the detail shown; it can be ordered again. */
export function OrderCard(props: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const tradeTypeId = useTradeTypeId();
  const { order } = props;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    order.createdAt,
  );
  return (
    <Card aria-labelledby={`order-${order.queryId}`}>
      <CardLink
        to={orderDetailPath(order.queryId, tradeTypeId)}
        aria-label={t('orderHistory.openOrder', { id: order.shortOrderId, merchant: order.merchantName })}
      >
        <Title id={`order-${order.queryId}`}>{order.merchantName}</Title>
        <span>{t('orderHistory.orderNumber', { id: order.shortOrderId })}</span>
        <span>{t(orderStatusLabelKeys[order.status])}</span>
        <span>{t('orderHistory.createdAt', { date })}</span>
      </CardLink>
      <ReorderButton
        type="button"
        disabled={props.reorderPending}
        aria-label={t('orderHistory.reorderOf', { id: order.shortOrderId })}
        onClick={() => props.onReorder(order)}
      >
        {t('orderHistory.reorder')}
      </ReorderButton>
    </Card>
  );
}
