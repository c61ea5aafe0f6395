import { useAppSelector } from '../../store/hooks';

/**
 * The spec's activeOrdersCount beside an orders entry (the bottom bar's and the side menu's): none until an order
 * screen has counted them (the orders state is loaded with the order screens), none while it is 0.
 */
export function ActiveOrdersBadge() {
  const activeOrders = useAppSelector((state) => state.orders?.activeOrdersCount);
  return activeOrders ? <sup> {activeOrders}</sup> : null;
}
