import { realtimeEventTypes } from '@/contract/realtime/realtime-event.contract';
import { isPaymentMethod } from '@/domain/payments/payment-method';
import { mustBePaidBeforePlacing } from '@/domain/payments/payment-path';
import type { SessionUser } from '../shared/session/session-store';
import type { OrdersContext } from './orders-context';
import { intakeRefusal } from './pricing/intake-refusal';
import type { InvoicePricingRefusal } from './pricing/invoice-pricing';
import type { InvoiceRecord } from './store/invoice-records';

export type PlaceOrderOutcome =
  | { readonly outcome: 'placed'; readonly record: InvoiceRecord }
  /** A card or bank payment that the provider has not yet confirmed. */
  | { readonly outcome: 'payment_required' }
  /** Paused, full or out of stock: nothing was placed. */
  | { readonly outcome: 'refused'; readonly refusal: InvoicePricingRefusal };

/**
 * Turns the user's invoice into an order and takes its units from stock, once; placing it again answers the same
 * order. A card or bank payment places the order when the provider says it is paid, never on the client's word; a
 * paused or full kitchen takes no new order, but one already paid for goes through, as its money is taken. When
 * the order is placed now, the store's cap window is renewed and the customer's live streams are told.
 */
export async function placeOrder(
  context: Pick<OrdersContext, 'clock' | 'invoices' | 'intake' | 'onStatusChanged'>,
  session: SessionUser,
  record: InvoiceRecord,
): Promise<PlaceOrderOutcome> {
  const { paymentMethod, payable, paidAt, placedAt } = record.invoice;
  const unsettled = placedAt === null && paidAt === null;
  if (unsettled && isPaymentMethod(paymentMethod) && mustBePaidBeforePlacing(paymentMethod, payable)) {
    return { outcome: 'payment_required' };
  }
  const held = unsettled ? intakeRefusal(record.company, context.clock()) : null;
  if (held !== null) return { outcome: 'refused', refusal: held };
  // An unpaid order of a store with a cap is counted against it at the moment it is placed, in turn with the
  // store's other placements, so a rush never passes the cap; the check above only spares the work.
  const capped = unsettled && record.company.orderCapPerQuarterHour !== null;
  const now = new Date(context.clock());
  const placement = capped
    ? await context.invoices.placeWithinCap(record.invoice.id, record.company.id, now)
    : await context.invoices.place(record.invoice.id, now);
  if (placement.outcome === 'full') {
    return { outcome: 'refused', refusal: { ok: false, reason: 'KITCHEN_FULL', until: placement.until } };
  }
  if (placement.outcome === 'unavailable') {
    return {
      outcome: 'refused',
      refusal: { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: placement.productQueryIds },
    };
  }
  // Placed now, the invoice is what was read with what placing wrote; placed before, it is read as it is now.
  const placed =
    placement.outcome === 'placed'
      ? { ...record, invoice: { ...record.invoice, ...placement.placed } }
      : await context.invoices.findOwned(session.userId, record.invoice.queryId);
  if (placed === null) throw new Error(`Invoice ${record.invoice.queryId} vanished while it was placed`);
  if (placement.outcome === 'placed') {
    await context.intake.refreshFull(record.company.id, now);
    context.onStatusChanged(session.userQueryId, {
      type: realtimeEventTypes.orderStatusChanged,
      status: 'order_pending',
      invoiceQueryId: placed.invoice.queryId,
      merchantQueryId: placed.company.queryId,
    });
  }
  return { outcome: 'placed', record: placed };
}
