import type { StoreOrder } from '@/domain/merchant-console/store-order';
import type { KitchenPaceGateway, OrderIntakeState, ReadyByRefusalReason } from '../ports/kitchen-pace-gateway.port';
import type { MerchantConsoleGateway } from '../ports/merchant-console-gateway.port';
import type { MoveOrderOutcome } from './store-orders.use-cases';

/**
 * The staff confirm a pending order and say in how many minutes it will be ready; the customer's tracking counts
 * down to it. Refused like any move (the order read again).
 * @throws AppError when the service cannot be reached or fails.
 */
export type ConfirmWithEstimate = (invoiceQueryId: string, readyInMinutes: number) => Promise<MoveOrderOutcome>;

export type ReadyByOutcome =
  | { readonly ok: true; readonly order: StoreOrder }
  /** Refused: why, and the order read again. */
  | { readonly ok: false; readonly reason: ReadyByRefusalReason; readonly order: StoreOrder };

/** The staff change a confirmed order's estimate. @throws AppError */
export type ChangeReadyBy = (invoiceQueryId: string, readyInMinutes: number) => Promise<ReadyByOutcome>;

/** How the store slows new orders now. @throws AppError */
export type ShowOrderIntake = () => Promise<OrderIntakeState>;
/** Pauses new orders for minutes, or until resumed (null). @throws AppError */
export type PauseOrders = (minutes: number | null) => Promise<OrderIntakeState>;
/** Takes new orders again. @throws AppError */
export type ResumeOrders = () => Promise<OrderIntakeState>;
/** Caps the orders of any 15 minutes; 0 for none. @throws AppError */
export type CapOrders = (perQuarterHour: number) => Promise<OrderIntakeState>;

export interface KitchenPaceFeature {
  readonly confirmWithEstimate: ConfirmWithEstimate;
  readonly changeReadyBy: ChangeReadyBy;
  readonly showOrderIntake: ShowOrderIntake;
  readonly pauseOrders: PauseOrders;
  readonly resumeOrders: ResumeOrders;
  readonly capOrders: CapOrders;
}

export function createKitchenPaceUseCases(deps: {
  gateway: MerchantConsoleGateway;
  kitchen: KitchenPaceGateway;
}): KitchenPaceFeature {
  const { gateway, kitchen } = deps;
  return {
    confirmWithEstimate: async (invoiceQueryId, readyInMinutes) => {
      const answer = await kitchen.confirmWithEstimate(invoiceQueryId, readyInMinutes);
      if (answer.ok) return answer;
      return { ok: false, reason: answer.reason, order: await gateway.storeOrder(invoiceQueryId) };
    },
    changeReadyBy: async (invoiceQueryId, readyInMinutes) => {
      const answer = await kitchen.changeReadyBy(invoiceQueryId, readyInMinutes);
      if (answer.ok) return answer;
      return { ok: false, reason: answer.reason, order: await gateway.storeOrder(invoiceQueryId) };
    },
    showOrderIntake: () => kitchen.orderIntake(),
    pauseOrders: (minutes) => kitchen.pauseOrders(minutes),
    resumeOrders: () => kitchen.resumeOrders(),
    capOrders: (perQuarterHour) => kitchen.capOrders(perQuarterHour),
  };
}
