import { text, type Localized } from '../i18n/localized';
import type { CancelRefusalCode } from '@/contract/transport/ride-refusal.contract';
import type { RideStatus } from '@/contract/transport/ride-kinds';

/** A searching ride gets its rider once its assignment time has come, not a moment before. */
export function isRiderDue(status: RideStatus, riderAssignAt: number, now: number): boolean {
  return status === 'searching' && riderAssignAt <= now;
}

/** Only a search still running can be cancelled; null when this one can. */
export function cancelRefusal(status: RideStatus): CancelRefusalCode | null {
  if (status === 'rider_assigned') return 'RIDER_ALREADY_ASSIGNED';
  if (status === 'cancelled') return 'ALREADY_CANCELLED';
  return null;
}

/** What a client without its own translation shows; a translated client reads the code. */
export const cancelRefusalMessages: Readonly<Record<CancelRefusalCode, Localized>> = {
  RIDER_ALREADY_ASSIGNED: text('ride.riderAlreadyAssigned'),
  ALREADY_CANCELLED: text('ride.alreadyCancelled'),
};
