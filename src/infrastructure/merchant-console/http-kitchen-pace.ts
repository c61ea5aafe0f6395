import type {
  KitchenPaceGateway,
  OrderIntakeState,
  ReadyByAnswer,
} from '@/application/ports/kitchen-pace-gateway.port';
import type { StatusChangeAnswer } from '@/application/ports/merchant-console-gateway.port';
import { orderIntakeHoldFromDto } from '@/contract/catalogue/store-from-dto';
import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { orderIntakeResponseSchema, type OrderIntakeResponse } from '@/contract/merchant/order-intake.contract';
import {
  orderStatusChangeResponseSchema,
  statusChangeRefusalBodySchema,
} from '@/contract/merchant/order-status-change.contract';
import { readyByRefusalBodySchema } from '@/contract/merchant/ready-by.contract';
import type { HttpClient } from '../http/http-client';
import { errorBodyOf } from '../http/request-error';
import { storeOrderOf } from './store-order-of';

/** A status refused because another change came first answers 409; the request layer passes its body on. */
const concurrentChange = 409;

function intakeOf({ intake }: OrderIntakeResponse): OrderIntakeState {
  return {
    pausedUntil: intake.paused_until === null ? null : Date.parse(intake.paused_until),
    pausedUntilResumed: intake.paused_until_resumed,
    capPerQuarterHour: intake.orders_per_quarter_hour,
    hold: orderIntakeHoldFromDto(intake.hold),
  };
}

/** The merchant service's ready-by estimates and the store's pause and cap of new orders. */
export class HttpKitchenPace implements KitchenPaceGateway {
  constructor(private readonly merchantV1: HttpClient) {}

  async confirmWithEstimate(invoiceQueryId: string, readyInMinutes: number): Promise<StatusChangeAnswer> {
    try {
      const answer = await this.merchantV1.put(
        merchantPaths.orderStatus(invoiceQueryId),
        { status: 'order_confirmed', ready_in_minutes: readyInMinutes },
        orderStatusChangeResponseSchema,
        { ownStatuses: [concurrentChange] },
      );
      return { ok: true, order: storeOrderOf(answer.order) };
    } catch (error) {
      const refusal = statusChangeRefusalBodySchema.safeParse(errorBodyOf(error));
      if (!refusal.success) throw error;
      return { ok: false, reason: refusal.data.error.code, current: refusal.data.error.current_status };
    }
  }

  async changeReadyBy(invoiceQueryId: string, readyInMinutes: number): Promise<ReadyByAnswer> {
    try {
      const answer = await this.merchantV1.put(
        merchantPaths.readyBy(invoiceQueryId),
        { ready_in_minutes: readyInMinutes },
        merchantOrderResponseSchema,
      );
      return { ok: true, order: storeOrderOf(answer.order) };
    } catch (error) {
      const refusal = readyByRefusalBodySchema.safeParse(errorBodyOf(error));
      if (!refusal.success) throw error;
      return { ok: false, reason: refusal.data.error.code };
    }
  }

  async orderIntake(): Promise<OrderIntakeState> {
    return intakeOf(await this.merchantV1.get(merchantPaths.orderIntake, {}, orderIntakeResponseSchema));
  }

  async pauseOrders(minutes: number | null): Promise<OrderIntakeState> {
    return intakeOf(await this.merchantV1.put(merchantPaths.orderPause, { minutes }, orderIntakeResponseSchema));
  }

  async resumeOrders(): Promise<OrderIntakeState> {
    return intakeOf(await this.merchantV1.delete(merchantPaths.orderPause, undefined, orderIntakeResponseSchema));
  }

  async capOrders(perQuarterHour: number): Promise<OrderIntakeState> {
    return intakeOf(
      await this.merchantV1.put(
        merchantPaths.orderCap,
        { orders_per_quarter_hour: perQuarterHour },
        orderIntakeResponseSchema,
      ),
    );
  }
}
