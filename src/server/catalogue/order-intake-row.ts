import type { OrderIntakeHoldDto } from '@/contract/catalogue/companies.contract';
import { orderIntakeAt, type OrderIntake, type OrderIntakeSettings } from '@/domain/catalogue/order-intake';
import type { companies } from './catalogue-schema';

type IntakeColumns = Pick<
  typeof companies.$inferSelect,
  'ordersPausedUntil' | 'ordersPausedUntilResumed' | 'ordersFullUntil'
>;

/** How the staff slow the store's kitchen, as its row keeps it. */
export function intakeSettingsOf(row: IntakeColumns): OrderIntakeSettings {
  return {
    pausedUntil: row.ordersPausedUntil?.getTime() ?? null,
    pausedUntilResumed: row.ordersPausedUntilResumed,
    fullUntil: row.ordersFullUntil?.getTime() ?? null,
  };
}

/** Whether the store takes a new order at `now`, by the domain's rule. */
export function orderIntakeOf(row: IntakeColumns, now: number): OrderIntake {
  return orderIntakeAt(intakeSettingsOf(row), now);
}

/** The hold a store's answer carries at `now`; undefined (left out) while it takes orders. */
export function orderIntakeHoldDto(row: IntakeColumns, now: number): OrderIntakeHoldDto | undefined {
  const intake = orderIntakeOf(row, now);
  if (intake.taking) return undefined;
  return { reason: intake.reason, until: intake.until === null ? null : new Date(intake.until).toISOString() };
}
