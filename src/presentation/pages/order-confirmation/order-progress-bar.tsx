import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { progressSegments } from '@/domain/orders/order-progress';
import type { OrderStatus } from '@/domain/orders/order-status';
import { orderStatusLabelKeys } from '../../i18n/message-keys/order-message-keys';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(2)} 0;
`;

const Segment = styled.span<{ $filled: boolean }>`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme, $filled }) => ($filled ? theme.colours.primary : '#d6d9de')};
  transition: background 0.3s;
`;

/** The three-segment bar: how far the order has come, read out as its status. */
export function OrderProgressBar(props: { readonly status: OrderStatus }) {
  const { t } = useTranslation();
  const segments = progressSegments(props.status);
  const filled = segments.filter(Boolean).length;
  return (
    <Bar
      role="progressbar"
      aria-label={t('tracking.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={segments.length}
      aria-valuenow={filled}
      aria-valuetext={t(orderStatusLabelKeys[props.status])}
    >
      {segments.map((segmentFilled, index) => (
        <Segment key={index} $filled={segmentFilled} data-filled={segmentFilled} />
      ))}
    </Bar>
  );
}
