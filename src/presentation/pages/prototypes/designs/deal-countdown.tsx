import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import { countdownParts } from '@/domain/orders/countdown';
import { useFeatureLoader } from '../../../di/dependency-context';
import { startWhenLoaded } from '../../../di/start-when-loaded';
import { usePrototypeTexts } from '../use-prototype-texts';

const Time = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/**
 * How long a sample deal still runs, in days, hours, minutes and seconds, ticking every second with the
 * app's clock. The time is not announced on each tick (a screen reader would talk every second).
 */
export function DealCountdown(props: { readonly runsForSeconds: number }) {
  const { t } = usePrototypeTexts();
  const loadOrders = useFeatureLoader(featureTokens.orders);
  const [remaining, setRemaining] = useState<number | null>(null);
  const { runsForSeconds } = props;

  useEffect(
    () => startWhenLoaded(loadOrders, (orders) => orders.watchDealCountdown({ runsForSeconds, onTick: setRemaining })),
    [loadOrders, runsForSeconds],
  );

  if (remaining === null) return null;
  if (remaining === 0) return <Time>{t('designs.bestDeals.ended')}</Time>;
  const parts = countdownParts(remaining, { withSeconds: true });
  const time = [
    parts.days > 0 ? t('designs.bestDeals.days', { count: parts.days }) : null,
    parts.days > 0 || parts.hours > 0 ? t('designs.bestDeals.hours', { count: parts.hours }) : null,
    t('designs.bestDeals.minutes', { count: parts.minutes }),
    t('designs.bestDeals.seconds', { count: parts.seconds ?? 0 }),
  ]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <Time role="timer" aria-live="off">
      {t('designs.bestDeals.endsIn', { time })}
    </Time>
  );
}
