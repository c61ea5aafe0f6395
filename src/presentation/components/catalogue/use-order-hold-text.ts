import { useTranslation } from 'react-i18next';
import type { OrderIntakeHold } from '@/domain/catalogue/store';
import { clockTime } from '../../format/clock-time';

/**
 * What the customer is told of a store not taking new orders: paused until 18:40, full until 18:25, or for now
 * (until its staff resume). The time is the customer's clock of the server's instant.
 */
export function useOrderHoldText(): (hold: OrderIntakeHold) => string {
  const { t, i18n } = useTranslation();
  return (hold) => {
    if (hold.until === null) return t('cart.notTakingOrders.forNow');
    const time = clockTime(hold.until, i18n.resolvedLanguage);
    return t(hold.reason === 'ORDERS_PAUSED' ? 'cart.notTakingOrders.pausedUntil' : 'cart.notTakingOrders.fullUntil', {
      time,
    });
  };
}
