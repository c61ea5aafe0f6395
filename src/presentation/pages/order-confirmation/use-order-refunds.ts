import { useEffect, useRef } from 'react';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../../di/dependency-context';
import { startWhenLoaded } from '../../di/start-when-loaded';

/**
 * While the order's page is shown, `reload` reads the order again each time the store refunds it. Kept with the
 * page, not with the shell's live updates, so the first screen's bundle does not carry it.
 */
export function useOrderRefunds(invoiceQueryId: string, reload: () => void): void {
  const loadRealtime = useFeatureLoader(featureTokens.realtime);
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(
    () =>
      startWhenLoaded(loadRealtime, ({ trackOrder }) =>
        trackOrder.followRefunds(invoiceQueryId, () => latest.current()),
      ),
    [loadRealtime, invoiceQueryId],
  );
}
