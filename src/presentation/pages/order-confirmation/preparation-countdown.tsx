import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import { countdownParts } from '@/domain/order/countdown';
import { preparationEndsAt, type OrderSummary } from '@/domain/order/order-summary';
import { preparationDisplay } from '@/domain/order/preparation-countdown';
import { useFeatureLoader } from '../../di/dependency-context';
import { startWhenLoaded } from '../../di/start-when-loaded';
import { StatusImage } from './status-image';

const Countdown = styled.p`
  font-size: 2rem;
  font-weight: 700;
  text-align: center;
  margin: ${({ theme }) => theme.spacing(2)} 0;
`;

/**
 * The preparation countdown while the kitchen has the order and time is left, otherwise the status image.
 * The countdown is on for every layout: the configuration has no switch for it yet.
 */
export const preparationCountdownEnabled = true;

export function PreparationCountdown(props: { readonly order: OrderSummary }) {
  const { t } = useTranslation();
  const loadOrders = useFeatureLoader(featureTokens.orders);
  const [remaining, setRemaining] = useState<number | null>(null);
  const endsAt = preparationEndsAt(props.order);

  useEffect(
    () =>
      startWhenLoaded(loadOrders, (orders) =>
        orders.watchCountdown({ endsAt, onTick: setRemaining, onZero: () => setRemaining(0) }),
      ),
    [loadOrders, endsAt],
  );

  const display = preparationDisplay(props.order.status, preparationCountdownEnabled, remaining);
  if (display.kind === 'STATUS_IMAGE') return <StatusImage status={props.order.status} />;
  const parts = countdownParts(display.remainingSeconds, { withSeconds: true });
  const time = [
    parts.days > 0 ? t('order.countdown.days', { count: parts.days }) : null,
    parts.hours > 0 ? t('order.countdown.hours', { count: parts.hours }) : null,
    t('order.countdown.minutes', { count: parts.minutes }),
    t('order.countdown.seconds', { count: parts.seconds ?? 0 }),
  ]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <Countdown role="timer" aria-live="off">
      {t('tracking.readyIn', { time })}
    </Countdown>
  );
}
