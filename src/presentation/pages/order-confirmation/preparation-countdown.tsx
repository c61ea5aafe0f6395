import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import { countdownParts } from '@/domain/orders/countdown';
import { countdownEndsAt, type OrderSummary } from '@/domain/orders/order-summary';
import { preparationDisplay } from '@/domain/orders/preparation-countdown';
import { useFeatureLoader } from '../../di/dependency-context';
import { startWhenLoaded } from '../../di/start-when-loaded';
import { StatusImage } from './status-image';

const Countdown = styled.p`
  font-size: 2rem;
  font-weight: 700;
  text-align: center;
  margin: ${({ theme }) => theme.spacing(2)} 0;
`;

const ReadyBy = styled.p`
  text-align: center;
  font-weight: 600;
  margin: 0;
`;

const secondsPerMinute = 60;

/**
 * The preparation countdown while the kitchen has the order and time is left, otherwise the status image.
 * It runs to the kitchen's own estimate (the ready-by instant the staff set when confirming, or later), so an
 * order without one, at a store that gives none, shows the status image; so does an order of a store whose
 * preparation-time flag is off.
 */
export function PreparationCountdown(props: { readonly order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const loadOrders = useFeatureLoader(featureTokens.orders);
  const [remaining, setRemaining] = useState<number | null>(null);
  // A store whose preparation-time flag is off gives no countdown to run to.
  const endsAt = props.order.preparationTimeFlag === false ? null : countdownEndsAt(props.order);

  // The countdown's first tick comes at once, so a new estimate replaces the old reading before it is seen.
  useEffect(() => {
    if (endsAt === null) return undefined;
    return startWhenLoaded(loadOrders, (orders) =>
      orders.watchCountdown({ endsAt, onTick: setRemaining, onZero: () => setRemaining(0) }),
    );
  }, [loadOrders, endsAt]);

  const display = preparationDisplay(props.order.status, endsAt !== null, remaining);
  if (display.kind === 'STATUS_IMAGE' || endsAt === null) return <StatusImage status={props.order.status} />;
  const readyAt = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short' }).format(endsAt);
  const about = Math.ceil(display.remainingSeconds / secondsPerMinute);
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
    <>
      <ReadyBy>{t('tracking.readyBy', { time: readyAt, count: about })}</ReadyBy>
      <Countdown role="timer" aria-live="off">
        {t('tracking.readyIn', { time })}
      </Countdown>
    </>
  );
}
