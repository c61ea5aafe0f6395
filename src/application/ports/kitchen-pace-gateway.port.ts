import type { OrderIntakeHold } from '@/domain/catalogue/store';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import type { StatusChangeAnswer } from './merchant-console-gateway.port';

/** Why the server did not take a new estimate: the order is no longer (or not yet) in the kitchen. */
export type ReadyByRefusalReason = 'NOT_CONFIRMED';

export type ReadyByAnswer =
  { readonly ok: true; readonly order: StoreOrder } | { readonly ok: false; readonly reason: ReadyByRefusalReason };

/** How the store slows new orders, as the server keeps it. Instants in epoch ms. */
export interface OrderIntakeState {
  /** Paused until then; null when not paused for a time. */
  readonly pausedUntil: number | null;
  readonly pausedUntilResumed: boolean;
  /** The most orders in any 15 minutes; null for no cap. */
  readonly capPerQuarterHour: number | null;
  /** Why and until when the store takes no new orders now; null while it takes them. */
  readonly hold: OrderIntakeHold | null;
}

/**
 * The merchant service's calls that pace the kitchen: the ready-by estimate of an order, and the store's pause and
 * cap of new orders. Each rejects with an AppError when the service cannot be reached or fails.
 */
export interface KitchenPaceGateway {
  /** Confirms a pending order with the minutes the kitchen expects to need; the server counts them from its clock. */
  confirmWithEstimate(invoiceQueryId: string, readyInMinutes: number): Promise<StatusChangeAnswer>;
  /** Gives a confirmed order a new estimate, in minutes from now. */
  changeReadyBy(invoiceQueryId: string, readyInMinutes: number): Promise<ReadyByAnswer>;
  orderIntake(): Promise<OrderIntakeState>;
  /** Pauses new orders for these minutes, or until resumed (null). */
  pauseOrders(minutes: number | null): Promise<OrderIntakeState>;
  resumeOrders(): Promise<OrderIntakeState>;
  /** Caps the orders of any 15 minutes; 0 for no cap. */
  capOrders(perQuarterHour: number): Promise<OrderIntakeState>;
}
