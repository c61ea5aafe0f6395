import type { StatusChangeRefusalCode } from '@/contract/merchant/order-status-change.contract';
import { realtimeEventTypes } from '@/contract/realtime/realtime-event.contract';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import { readyByInstant } from '@/domain/orders/ready-by';
import { checkOrderStatusChange } from '@/domain/orders/status-transitions';
import type { MerchantContext } from './merchant-context';
import { storedStatus } from './store/merchant-order-dto';
import type { MerchantOrderRecord } from './store/merchant-order-repository';
import type { StaffMember } from './store/staff-session-store';

export type StatusChangeOutcome =
  | { readonly outcome: 'changed'; readonly record: MerchantOrderRecord }
  | { readonly outcome: 'not_found' }
  | { readonly outcome: 'refused'; readonly code: StatusChangeRefusalCode; readonly current: KnownOrderStatus };

/**
 * Moves one of the staff member's store's orders to `to` when the domain's transition rule allows it, then
 * tells the customer's live streams; a confirmation may carry the staff's estimate of when the order is ready. The write is conditional on the status read, so when two changes race
 * only one is applied; the other is refused as STATUS_CHANGED, not applied on top of a status its sender never saw.
 */
export async function changeOrderStatus(
  context: Pick<MerchantContext, 'clock' | 'orders' | 'log' | 'onStatusChanged'>,
  member: StaffMember,
  invoiceQueryId: string,
  to: KnownOrderStatus,
  /** With a confirmation: the staff's estimate, counted from the server's clock; ignored for any other status. */
  readyInMinutes?: number,
): Promise<StatusChangeOutcome> {
  const record = await context.orders.findOfStore(member.companyId, invoiceQueryId);
  if (record === null) return { outcome: 'not_found' };
  const from = storedStatus(record.invoice.status);
  const check = checkOrderStatusChange(from, to);
  if (!check.ok) return { outcome: 'refused', code: check.reason, current: from };

  const now = context.clock();
  const readyAt =
    to === 'order_confirmed' && readyInMinutes !== undefined
      ? new Date(readyByInstant(now, readyInMinutes))
      : undefined;
  const won = await context.orders.changeStatus(record.invoice.id, from, to, new Date(now), readyAt);
  const current = await context.orders.findOfStore(member.companyId, invoiceQueryId);
  if (current === null) return { outcome: 'not_found' };
  if (!won) return { outcome: 'refused', code: 'STATUS_CHANGED', current: storedStatus(current.invoice.status) };

  context.log.info({ invoice: invoiceQueryId, from, to, staff: member.username }, 'Order status changed');
  context.onStatusChanged(current.customerQueryId, {
    type: realtimeEventTypes.orderStatusChanged,
    status: to,
    invoiceQueryId,
    merchantQueryId: member.companyQueryId,
    ...(readyAt === undefined ? {} : { ready_by: readyAt.toISOString() }),
  });
  return { outcome: 'changed', record: current };
}
