import type {
  StatusChangeRefusalBody,
  StatusChangeRefusalCode,
} from '@/contract/merchant/order-status-change.contract';
import type { KnownOrderStatus } from '@/domain/order/order-status';

/** The words a client without its own translation shows; a translated client reads the code. */
const refusalMessages: Readonly<Record<StatusChangeRefusalCode, string>> = {
  SAME_STATUS: 'The order already has this status',
  ORDER_CLOSED: 'The order is delivered or cancelled and can no longer change',
  TRANSITION_NOT_ALLOWED: 'The order cannot move to this status from its current one',
  STATUS_CHANGED: 'The order\u2019s status changed meanwhile; reload it and try again',
};

export function statusChangeRefusalBody(
  code: StatusChangeRefusalCode,
  currentStatus: KnownOrderStatus,
): StatusChangeRefusalBody {
  return { error: { message: refusalMessages[code], code, current_status: currentStatus } };
}
