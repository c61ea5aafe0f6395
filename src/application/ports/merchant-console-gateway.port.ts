import type { PastOrderSearch, PastOrdersPage } from '@/domain/merchant-console/past-order-search';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import type { StaffSession } from '@/domain/merchant-console/staff-session';
import type { StaffCredentials } from '@/domain/merchant-console/staff-sign-in-rules';
import type { CashReceiptRefusal } from '@/domain/orders/cash-receipt';
import type { KnownOrderStatus } from '@/domain/orders/order-status';

export type StaffSignInAnswer =
  | { readonly ok: true; readonly session: StaffSession }
  /** The server's words: a wrong username or password (one message for both), or a locked sign-in. */
  | { readonly ok: false; readonly refusal: 'REFUSED'; readonly message: string };

/** Why the server did not set a status: its transition rule, or another device changed the order first. */
export type StatusChangeRefusalReason = 'SAME_STATUS' | 'ORDER_CLOSED' | 'TRANSITION_NOT_ALLOWED' | 'STATUS_CHANGED';

/** Why the server did not record an order's cash: not a cash order, or a cancelled one. */
export type CashReceiptRefusalReason = CashReceiptRefusal;

export type CashReceiptAnswer =
  { readonly ok: true; readonly order: StoreOrder } | { readonly ok: false; readonly reason: CashReceiptRefusalReason };

export type StatusChangeAnswer =
  | { readonly ok: true; readonly order: StoreOrder }
  | { readonly ok: false; readonly reason: StatusChangeRefusalReason; readonly current: KnownOrderStatus };

/**
 * The merchant service as the console needs it. Every call but the sign-in is made as the kept staff session
 * (its token and the spec's user and merchant names travel as headers).
 * Each method rejects with an AppError when the service cannot be reached or fails; SESSION_EXPIRED when the
 * staff session is no longer accepted.
 */
export interface MerchantConsoleGateway {
  /** Exchanges a username and password for a staff session. */
  signIn(credentials: StaffCredentials): Promise<StaffSignInAnswer>;
  /** Ends the kept session on the server. */
  signOut(): Promise<void>;
  /** The store's newest orders, newest first. */
  storeOrders(): Promise<StoreOrder[]>;
  /** One order of the store as it is now. */
  storeOrder(invoiceQueryId: string): Promise<StoreOrder>;
  /** Asks the server to move an order on. */
  changeStatus(invoiceQueryId: string, to: KnownOrderStatus): Promise<StatusChangeAnswer>;
  /** Records that the cash of a cash order was received. */
  recordCashReceived(invoiceQueryId: string): Promise<CashReceiptAnswer>;
  /** One page (from 1) of the store's placed orders that match the search, newest first, pastOrdersPerPage a page. */
  pastOrders(search: PastOrderSearch, page: number): Promise<PastOrdersPage>;
}
