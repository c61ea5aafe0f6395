import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../di/dependency-context';
import { startWhenLoaded } from '../di/start-when-loaded';
import type { AppStore } from '../store/app-store';
import { selectTrackedOrders, trackedOrdersWritten } from '../store/orders/tracked-orders';

/**
 * While the calling screen is shown, live status updates move the order on screen and page 1 of the active
 * orders; following them is what keeps the event stream open. `onReopened` reloads what the screen shows
 * when the stream had to be reopened and may have missed a status.
 */
export function useOrderUpdates(onReopened?: () => void): void {
  const loadRealtime = useFeatureLoader(featureTokens.realtime);
  const store = useStore() as AppStore;
  const reload = useRef(onReopened);
  useEffect(() => {
    reload.current = onReopened;
  });

  useEffect(
    () =>
      startWhenLoaded(loadRealtime, ({ trackOrder }) =>
        trackOrder.followUpdates({
          read: () => selectTrackedOrders(store.getState()),
          write: (next) => store.dispatch(trackedOrdersWritten(next)),
        }),
      ),
    [loadRealtime, store],
  );

  useEffect(
    () => startWhenLoaded(loadRealtime, ({ trackOrder }) => trackOrder.followReopens(() => reload.current?.())),
    [loadRealtime],
  );
}
