import type { OrderSummary } from '@/domain/orders/order-summary';
import { applyStatusUpdate, orderRefundedType, type TrackedOrders } from '@/domain/orders/status-update';
import type { OrderHistory } from '../ports/order-history.port';
import type { OrderUpdates } from '../ports/order-updates.port';

/** Where the caller keeps what the customer is watching (a Redux slice in the app, a driver in tests). */
export interface TrackedOrdersHolder {
  read(): TrackedOrders;
  write(next: TrackedOrders): void;
}

/** The customer follows an order from the confirmation screen and the order history. */
export interface TrackOrder {
  /** Loads the order's current state: on entering the confirmation screen, and each time the tab is shown again. */
  showOrder(invoiceQueryId: string): Promise<OrderSummary>;

  /**
   * Applies every status update that arrives to the order on screen and to page 1 of active orders, until
   * the returned function is called. Updates about other orders, of another type or with a status the app
   * does not know change nothing and are not written.
   */
  followUpdates(tracked: TrackedOrdersHolder): () => void;

  /** Calls `reload` whenever the stream was reopened and may have missed a status, until the returned function is called. */
  followReopens(reload: () => void): () => void;

  /**
   * Calls `reload` whenever the store refunds the order, until the returned function is called: a refund changes
   * no status, so the order on screen is read again to show it.
   */
  followRefunds(invoiceQueryId: string, reload: () => void): () => void;
}

export function createTrackOrder(deps: { orderHistory: OrderHistory; orderUpdates: OrderUpdates }): TrackOrder {
  return {
    showOrder: (invoiceQueryId) => deps.orderHistory.fetchOrder(invoiceQueryId),
    followUpdates: (tracked) => {
      let following = true;
      const unsubscribe = deps.orderUpdates.subscribe((update) => {
        // A message already in flight when the customer left must not land on the next screen's state.
        if (!following) return;
        const before = tracked.read();
        const after = applyStatusUpdate(before, update);
        if (after !== before) tracked.write(after);
      });
      return () => {
        following = false;
        unsubscribe();
      };
    },
    followReopens: (reload) => deps.orderUpdates.onReopened?.(reload) ?? (() => undefined),
    followRefunds: (invoiceQueryId, reload) => {
      let following = true;
      const unsubscribe = deps.orderUpdates.subscribe((update) => {
        if (following && update.type === orderRefundedType && update.invoiceQueryId === invoiceQueryId) reload();
      });
      return () => {
        following = false;
        unsubscribe();
      };
    },
  };
}
