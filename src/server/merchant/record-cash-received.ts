import type { CashReceiptRefusalCode } from '@/contract/merchant/cash-receipt.contract';
import { realtimeEventTypes } from '@/contract/realtime/realtime-event.contract';
import { checkCashReceipt } from '@/domain/orders/cash-receipt';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import type { MerchantContext } from './merchant-context';
import { storedStatus } from './store/merchant-order-dto';
import type { MerchantOrderRecord } from './store/merchant-order-repository';
import type { StaffMember } from './store/staff-session-store';

export type CashReceivedOutcome =
  | { readonly outcome: 'recorded'; readonly record: MerchantOrderRecord }
  | { readonly outcome: 'not_found' }
  | { readonly outcome: 'refused'; readonly code: CashReceiptRefusalCode; readonly current: KnownOrderStatus };

/**
 * Records that a cash order's cash was handed over, when the domain's rule allows it (a cash order not cancelled).
 * Recording it again changes nothing and tells nobody; the first time, the store's own devices hear of it (no
 * customer needs to).
 */
export async function recordCashReceived(
  context: Pick<MerchantContext, 'clock' | 'orders' | 'log' | 'tellStore'>,
  member: StaffMember,
  invoiceQueryId: string,
): Promise<CashReceivedOutcome> {
  const record = await context.orders.findOfStore(member.companyId, invoiceQueryId);
  if (record === null) return { outcome: 'not_found' };
  const status = storedStatus(record.invoice.status);
  const check = checkCashReceipt({ paymentMethod: record.invoice.paymentMethod, status });
  if (!check.ok) return { outcome: 'refused', code: check.reason, current: status };
  if (await context.orders.markCashReceived(record.invoice.id, new Date(context.clock()))) {
    context.log.info({ invoice: invoiceQueryId, staff: member.username }, 'Cash received');
    context.tellStore({
      type: realtimeEventTypes.cashReceived,
      status,
      invoiceQueryId,
      merchantQueryId: member.companyQueryId,
    });
  }
  const current = await context.orders.findOfStore(member.companyId, invoiceQueryId);
  return current === null ? { outcome: 'not_found' } : { outcome: 'recorded', record: current };
}
