import { text, type Localized } from '../../i18n/localized';
import type { ServerLanguage } from '../../i18n/server-language';
import type {
  StatusChangeRefusalBody,
  StatusChangeRefusalCode,
} from '@/contract/merchant/order-status-change.contract';
import type { KnownOrderStatus } from '@/domain/orders/order-status';

/** The words a client without its own translation shows; a translated client reads the code. */
const refusalMessages: Readonly<Record<StatusChangeRefusalCode, Localized>> = {
  SAME_STATUS: text('status.sameStatus'),
  ORDER_CLOSED: text('status.orderClosed'),
  TRANSITION_NOT_ALLOWED: text('status.transitionNotAllowed'),
  STATUS_CHANGED: text('status.changedMeanwhile'),
};

export function statusChangeRefusalBody(
  code: StatusChangeRefusalCode,
  currentStatus: KnownOrderStatus,
  language: ServerLanguage,
): StatusChangeRefusalBody {
  return { error: { message: refusalMessages[code](language), code, current_status: currentStatus } };
}
