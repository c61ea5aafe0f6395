import { createAction } from '@reduxjs/toolkit';
import type { TrackedOrders } from '@/domain/orders/status-update';
import type { RootState } from '../app-store';

/**
 * The app shell's part of the orders state, kept apart from the orders slice so the shell's live updates
 * do not bring the order screens' state code into the first download.
 */

/** A live status update was merged by the tracking use case into what the customer watches. */
export const trackedOrdersWritten = createAction<TrackedOrders>('orders/trackedOrdersWritten');

/**
 * What live status updates merge into: the order on screen and page 1 of the active tab. Before an order
 * screen has loaded the orders slice there is neither.
 */
export function selectTrackedOrders(state: RootState): TrackedOrders {
  const orders = state.orders;
  if (!orders) return { currentOrder: null, activeOrders: null };
  return {
    currentOrder: orders.current.detail?.summary ?? null,
    activeOrders: orders.list.tab === 'active' ? orders.list.page : null,
  };
}

/**
 * Whether an order screen has been shown (its slice joined the store): only then is there anything for live
 * updates to move, and the app shell opens the event stream.
 */
export function selectOrdersShown(state: RootState): boolean {
  return state.orders !== undefined;
}
