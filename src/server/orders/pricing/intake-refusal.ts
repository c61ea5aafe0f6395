import { isShopOpen } from '@/domain/catalogue/shop-status';
import { orderIntakeOf } from '../../catalogue/index';
import type { companies } from '../../catalogue/index';
import type { InvoicePricingRefusal } from './invoice-pricing';

/**
 * The refusal of a new order while the staff slow the kitchen (paused, or the cap of 15 minutes reached), by the
 * server's clock; null while the store takes orders. A closed store is refused as closed by the pricing instead.
 */
export function intakeRefusal(store: typeof companies.$inferSelect, now: number): InvoicePricingRefusal | null {
  if (!isShopOpen(store.shopStatus)) return null;
  const intake = orderIntakeOf(store, now);
  return intake.taking ? null : { ok: false, reason: intake.reason, until: intake.until };
}
