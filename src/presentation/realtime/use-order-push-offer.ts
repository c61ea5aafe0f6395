import { useEffect } from 'react';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../di/dependency-context';
import { startWhenLoaded } from '../di/start-when-loaded';

/**
 * Once the placed order is on screen, offers its status changes as notifications: the browser asks the customer
 * (once), and with their yes the order's next status reaches them with the page closed. Nothing shows here
 * otherwise; a no changes nothing on the page.
 */
export function useOrderPushOffer(orderShown: boolean): void {
  const loadOrders = useFeatureLoader(featureTokens.orders);
  useEffect(() => {
    if (!orderShown) return undefined;
    return startWhenLoaded(loadOrders, ({ offerOrderPush }) => {
      void offerOrderPush();
      return () => undefined;
    });
  }, [loadOrders, orderShown]);
}
