import { realtimeEventTypes } from '@/contract/realtime/realtime-event.contract';
import { planRefund, type RefundChoice, type RefundPlan, type RefundRefusal } from '@/domain/orders/refund';
import type { MerchantContext } from './merchant-context';
import { storedStatus } from './store/merchant-order-dto';
import type { RefundableRecord, RefundGiver, RefundStore } from './store/refund-store';
import type { StaffMember } from './store/staff-session-store';

export type RefundOutcome =
  | { readonly outcome: 'refunded'; readonly record: RefundableRecord; readonly plan: RefundPlan }
  | { readonly outcome: 'not_found' }
  /** `record` is the order as the refusal judged it, for a message that names what is left. */
  | {
      readonly outcome: 'refused';
      readonly reason: RefundRefusal;
      readonly field: string;
      readonly record: RefundableRecord;
    };

/** What the owner asked to give back, and why. */
export interface RefundAsked {
  readonly choice: RefundChoice;
  readonly kind: RefundGiver['kind'];
  readonly reason: string;
}

/**
 * Gives back part or all of a paid order of the owner's store, as the domain's refund rule plans it from the order
 * as stored (never from amounts the client sends), then tells the customer's live streams. The store decides
 * inside its transaction, so two refunds at once never add up to more than was paid.
 */
export async function refundOrder(
  context: Pick<MerchantContext, 'clock' | 'log' | 'onStatusChanged'>,
  store: Pick<RefundStore, 'give'>,
  owner: StaffMember,
  invoiceQueryId: string,
  asked: RefundAsked,
): Promise<RefundOutcome> {
  const given = await store.give(
    owner.companyId,
    invoiceQueryId,
    {
      staffId: owner.staffId,
      username: owner.username,
      reason: asked.reason,
      kind: asked.kind,
      at: new Date(context.clock()),
    },
    (order) => planRefund(order, asked.choice),
  );
  if (given === null) return { outcome: 'not_found' };
  if (!given.check.ok) {
    return { outcome: 'refused', reason: given.check.reason, field: given.check.field, record: given.record };
  }
  context.log.info({ invoice: invoiceQueryId, staff: owner.username, amount: given.check.plan.amount }, 'Refund given');
  context.onStatusChanged(given.record.customerQueryId, {
    type: realtimeEventTypes.orderRefunded,
    status: storedStatus(given.record.invoice.status),
    invoiceQueryId,
    merchantQueryId: owner.companyQueryId,
  });
  return { outcome: 'refunded', record: given.record, plan: given.check.plan };
}
