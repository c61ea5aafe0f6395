import { realtimeEventTypes } from '@/contract/realtime/realtime-event.contract';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import { readyByInstant } from '@/domain/orders/ready-by';
import type { MerchantContext } from './merchant-context';
import { storedStatus } from './store/merchant-order-dto';
import type { MerchantOrderRecord } from './store/merchant-order-repository';
import type { StaffMember } from './store/staff-session-store';

export type ReadyByOutcome =
  | { readonly outcome: 'set'; readonly record: MerchantOrderRecord }
  | { readonly outcome: 'not_found' }
  | { readonly outcome: 'refused'; readonly code: 'NOT_CONFIRMED'; readonly current: KnownOrderStatus };

/**
 * Moves the estimate of when a confirmed order is ready to `readyInMinutes` from the server's clock, then tells the
 * customer's tracking. The store writes it only while the order is confirmed, so an order that moved on meanwhile
 * is refused with the status it has now.
 */
export async function setReadyBy(
  context: Pick<MerchantContext, 'clock' | 'orders' | 'log' | 'onStatusChanged'>,
  member: StaffMember,
  invoiceQueryId: string,
  readyInMinutes: number,
): Promise<ReadyByOutcome> {
  const record = await context.orders.findOfStore(member.companyId, invoiceQueryId);
  if (record === null) return { outcome: 'not_found' };
  const readyAt = new Date(readyByInstant(context.clock(), readyInMinutes));
  if (!(await context.orders.setReadyAt(record.invoice.id, readyAt))) {
    const current = await context.orders.findOfStore(member.companyId, invoiceQueryId);
    return { outcome: 'refused', code: 'NOT_CONFIRMED', current: storedStatus((current ?? record).invoice.status) };
  }
  context.log.info({ invoice: invoiceQueryId, minutes: readyInMinutes, staff: member.username }, 'Ready by set');
  context.onStatusChanged(record.customerQueryId, {
    type: realtimeEventTypes.readyByChanged,
    status: 'order_confirmed',
    invoiceQueryId,
    merchantQueryId: member.companyQueryId,
    ready_by: readyAt.toISOString(),
  });
  const current = await context.orders.findOfStore(member.companyId, invoiceQueryId);
  return current === null ? { outcome: 'not_found' } : { outcome: 'set', record: current };
}
