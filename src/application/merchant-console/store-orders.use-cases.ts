import type { StoreOrder } from '@/domain/merchant-console/store-order';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import type {
  CashReceiptRefusalReason,
  MerchantConsoleGateway,
  StatusChangeRefusalReason,
} from '../ports/merchant-console-gateway.port';
import type { StoreOrderStream, StoreOrderStreamListener } from '../ports/store-order-stream.port';

/** The store's newest orders. @throws AppError */
export type ListStoreOrders = () => Promise<StoreOrder[]>;

/** One order of the store as it is now. @throws AppError */
export type ShowStoreOrder = (invoiceQueryId: string) => Promise<StoreOrder>;

export type MoveOrderOutcome =
  | { readonly ok: true; readonly order: StoreOrder }
  /** Refused: why, and the order read again, so the screen offers what is possible now. */
  | { readonly ok: false; readonly reason: StatusChangeRefusalReason; readonly order: StoreOrder };

/**
 * The staff move an order to a next status. When the server refuses (most often another device moved the
 * order first) the order is read again, so the screen shows why and the order as it now is.
 * @throws AppError when the service cannot be reached or fails.
 */
export type MoveOrder = (invoiceQueryId: string, to: KnownOrderStatus) => Promise<MoveOrderOutcome>;

export type CashReceiptOutcome =
  | { readonly ok: true; readonly order: StoreOrder }
  /** Refused: why, and the order read again. */
  | { readonly ok: false; readonly reason: CashReceiptRefusalReason; readonly order: StoreOrder };

/**
 * The staff record that a cash order's cash was handed over; from then on it is paid in every report.
 * @throws AppError when the service cannot be reached or fails.
 */
export type RecordCashReceived = (invoiceQueryId: string) => Promise<CashReceiptOutcome>;

/** Follows the store's orders live; the answer stops following. */
export type FollowStoreOrders = (listener: StoreOrderStreamListener) => () => void;

export function createStoreOrderUseCases(deps: { gateway: MerchantConsoleGateway; stream: StoreOrderStream }): {
  listStoreOrders: ListStoreOrders;
  showStoreOrder: ShowStoreOrder;
  moveOrder: MoveOrder;
  recordCashReceived: RecordCashReceived;
  followStoreOrders: FollowStoreOrders;
} {
  const { gateway, stream } = deps;
  return {
    listStoreOrders: () => gateway.storeOrders(),
    showStoreOrder: (invoiceQueryId) => gateway.storeOrder(invoiceQueryId),
    moveOrder: async (invoiceQueryId, to) => {
      const answer = await gateway.changeStatus(invoiceQueryId, to);
      if (answer.ok) return answer;
      return { ok: false, reason: answer.reason, order: await gateway.storeOrder(invoiceQueryId) };
    },
    recordCashReceived: async (invoiceQueryId) => {
      const answer = await gateway.recordCashReceived(invoiceQueryId);
      if (answer.ok) return answer;
      return { ok: false, reason: answer.reason, order: await gateway.storeOrder(invoiceQueryId) };
    },
    followStoreOrders: (listener) => stream.follow(listener),
  };
}
