import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useCaseTokens } from '@/application/tokens';
import { useDependency } from '../di/dependency-context';
import type { AppStore } from '../store/app-store';
import { selectTrackedOrders, trackedOrdersWritten } from '../store/orders/tracked-orders';

/**
 * While the calling screen is shown, live status updates move the order on screen and page 1 of the active
 * orders; following them is what keeps the event stream open. `onReopened` reloads what the screen shows
 * when the stream had to be reopened and may have missed a status.
 */
export function useOrderUpdates(onReopened?: () => void): void {
  const trackOrder = useDependency(useCaseTokens.trackOrder);
  const store = useStore() as AppStore;
  const reload = useRef(onReopened);
  useEffect(() => {
    reload.current = onReopened;
  });

  useEffect(
    () =>
      trackOrder.followUpdates({
        read: () => selectTrackedOrders(store.getState()),
        write: (next) => store.dispatch(trackedOrdersWritten(next)),
      }),
    [trackOrder, store],
  );

  useEffect(() => trackOrder.followReopens(() => reload.current?.()), [trackOrder]);
}
