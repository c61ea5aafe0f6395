import { useCallback, useEffect, useRef, useState } from 'react';
import { isAppError, type AppError } from '@/application/errors/app-error';
import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import type { ReadyByRefusalReason } from '@/application/ports/kitchen-pace-gateway.port';
import type {
  CashReceiptRefusalReason,
  StatusChangeRefusalReason,
} from '@/application/ports/merchant-console-gateway.port';
import { arrivedOrders, withOrder, type StoreOrder } from '@/domain/merchant-console/store-order';
import type { KnownOrderStatus } from '@/domain/orders/order-status';

export type OrderRefusalReason = StatusChangeRefusalReason | CashReceiptRefusalReason | ReadyByRefusalReason;

/** Whether the list follows the server right now: null until the stream first answers. */
export type Liveness = 'connecting' | 'live' | 'lost';

export interface StoreOrdersState {
  readonly orders: readonly StoreOrder[];
  readonly loaded: boolean;
  readonly liveness: Liveness;
  /** Orders that arrived since the staff last marked them seen. */
  readonly unseen: number;
  readonly failure: AppError | null;
  /** The last refusal of each order the staff tried to move or record cash for, until it is moved again. */
  readonly refusals: Readonly<Record<string, OrderRefusalReason>>;
  /** Orders with a status change on its way. */
  readonly moving: ReadonlySet<string>;
}

const initial: StoreOrdersState = {
  orders: [],
  loaded: false,
  liveness: 'connecting',
  unseen: 0,
  failure: null,
  refusals: {},
  moving: new Set(),
};

const unknownFailure: AppError = { code: 'SERVER_ERROR', message: '' };

/**
 * The store's orders, kept live: the list is read at start and again at every (re)connection of the store's
 * stream (so nothing missed while offline is lost), and an order the stream names is read alone. New orders
 * are counted and announced through `onArrived`.
 */
export function useStoreOrders(
  feature: MerchantConsoleFeature,
  options: {
    readonly reportFailure: (error: unknown) => boolean;
    readonly onArrived: (orders: readonly StoreOrder[]) => void;
  },
) {
  const [state, setState] = useState<StoreOrdersState>(initial);
  const known = useRef<readonly StoreOrder[] | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const fail = useCallback((error: unknown) => {
    if (optionsRef.current.reportFailure(error)) return;
    // An older identical request cancelled by a newer one is no failure: the newer one answers.
    if (isAppError(error) && error.code === 'CONNECTION_FAILED') return;
    setState((current) => ({ ...current, failure: isAppError(error) ? error : unknownFailure }));
  }, []);

  const take = useCallback((fresh: readonly StoreOrder[], replace: boolean) => {
    const before = known.current;
    // Until the first list is in, a single order waits for it: the list holds it too.
    if (before === null && !replace) return;
    const merged = replace ? [...fresh] : fresh.reduce<StoreOrder[]>(withOrder, [...(before ?? [])]);
    const arrived = before === null ? [] : arrivedOrders(before, fresh);
    known.current = merged;
    setState((current) => ({
      ...current,
      orders: merged,
      loaded: true,
      failure: null,
      unseen: current.unseen + arrived.length,
    }));
    if (arrived.length > 0) optionsRef.current.onArrived(arrived);
  }, []);

  const refresh = useCallback(() => {
    feature.listStoreOrders().then((orders) => take(orders, true), fail);
  }, [feature, take, fail]);

  useEffect(() => {
    refresh();
    return feature.followStoreOrders({
      onConnection: (live) => {
        setState((current) => ({ ...current, liveness: live ? 'live' : 'lost' }));
        if (live) refresh();
      },
      onOrderEvent: (invoiceQueryId) => {
        feature.showStoreOrder(invoiceQueryId).then((order) => take([order], false), fail);
      },
      onSessionEnded: () => {
        optionsRef.current.reportFailure({ code: 'SESSION_EXPIRED', message: '' } satisfies AppError);
      },
    });
  }, [feature, refresh, take, fail]);

  /** One step on an order: the order as the server answers it, and its refusal shown or cleared. */
  const settle = useCallback(
    (
      invoiceQueryId: string,
      outcome: { ok: true; order: StoreOrder } | { ok: false; reason: OrderRefusalReason; order: StoreOrder },
    ) => {
      take([outcome.order], false);
      setState((current) => {
        const refusals = { ...current.refusals };
        if (outcome.ok) delete refusals[invoiceQueryId];
        else refusals[invoiceQueryId] = outcome.reason;
        return { ...current, refusals };
      });
      return outcome.ok;
    },
    [take],
  );

  /**
   * Moves an order on; with `cashFirst`, records its cash as received first and moves it only once that is
   * recorded (the staff hand a cash order over and take the money in one go).
   */
  const move = useCallback(
    async (invoiceQueryId: string, to: KnownOrderStatus | null, cashFirst = false) => {
      setState((current) => ({ ...current, moving: new Set(current.moving).add(invoiceQueryId) }));
      try {
        const cashRecorded = cashFirst
          ? settle(invoiceQueryId, await feature.recordCashReceived(invoiceQueryId))
          : true;
        if (to !== null && cashRecorded) settle(invoiceQueryId, await feature.moveOrder(invoiceQueryId, to));
      } catch (error) {
        fail(error);
      } finally {
        setState((current) => {
          const moving = new Set(current.moving);
          moving.delete(invoiceQueryId);
          return { ...current, moving };
        });
      }
    },
    [feature, settle, fail],
  );

  /**
   * The kitchen's estimate, in minutes: confirming a new order with it, or a new one for a confirmed order. A step
   * like a move: the order as the server answers it, its refusal shown or cleared.
   */
  const estimate = useCallback(
    async (invoiceQueryId: string, minutes: number, confirming: boolean) => {
      setState((current) => ({ ...current, moving: new Set(current.moving).add(invoiceQueryId) }));
      try {
        settle(
          invoiceQueryId,
          confirming
            ? await feature.confirmWithEstimate(invoiceQueryId, minutes)
            : await feature.changeReadyBy(invoiceQueryId, minutes),
        );
      } catch (error) {
        fail(error);
      } finally {
        setState((current) => {
          const moving = new Set(current.moving);
          moving.delete(invoiceQueryId);
          return { ...current, moving };
        });
      }
    },
    [feature, settle, fail],
  );

  const markSeen = useCallback(() => setState((current) => ({ ...current, unseen: 0 })), []);
  return { state, move, estimate, markSeen, refresh };
}
