import { spendPinCheckTime, verifyPin } from '../accounts/index';
import type { MerchantContext } from './merchant-context';
import type { StaffPasswordLockout } from './store/staff-password-lockout';
import { normalUsername, type StaffRecord } from './store/staff-repository';
import type { OpenedStaffSession } from './store/staff-session-store';

export type StaffSignInOutcome =
  | { readonly outcome: 'signed_in'; readonly found: StaffRecord; readonly session: OpenedStaffSession }
  /** A wrong password, an unknown username and a transport desk's account are one refusal, so none tells them apart. */
  | { readonly outcome: 'refused' }
  /** Sign-in is locked until then, even for the right password; a name without an account locks like one. */
  | { readonly outcome: 'locked'; readonly until: Date };

/**
 * Checks a store's staff member's username and password and opens a session. Every password is checked for as long
 * as a real one takes, and wrong ones count toward the lock of the account (in its row) or of the name (in memory).
 * Only a store's account signs in to the console: a transport desk's reads and locks as a wrong password.
 */
export async function signInStaff(
  context: Pick<MerchantContext, 'staff' | 'unknownUsernames' | 'sessions' | 'log'>,
  lockout: Pick<StaffPasswordLockout, 'lockedUntil' | 'recordWrongPassword' | 'recordRightPassword'>,
  asked: { readonly username: string; readonly password: string },
): Promise<StaffSignInOutcome> {
  const found = await context.staff.findByUsername(asked.username);
  const name = normalUsername(asked.username);
  const lockedUntil = found ? lockout.lockedUntil(found.member) : context.unknownUsernames.lockedUntil(name);
  if (lockedUntil !== null) return { outcome: 'locked', until: lockedUntil };
  const matches = found
    ? await verifyPin(asked.password, found.member.passwordHash)
    : await spendPinCheckTime(asked.password);
  if (!found) {
    const lockedNow = context.unknownUsernames.recordWrongPassword(name);
    return lockedNow === null ? { outcome: 'refused' } : { outcome: 'locked', until: lockedNow };
  }
  if (matches !== true || found.member.role !== 'store') {
    const wrong = await lockout.recordWrongPassword(found.member.id);
    return wrong.kind === 'LOCKED' ? { outcome: 'locked', until: wrong.until } : { outcome: 'refused' };
  }
  // A wrong password of a concurrent attempt may have locked the account while this one was checked.
  const lockedMeanwhile = await lockout.recordRightPassword(found.member.id);
  if (lockedMeanwhile !== null) return { outcome: 'locked', until: lockedMeanwhile };
  const session = await context.sessions.open(found.member.id);
  context.log.info({ staff: found.member.username, merchant: found.store.queryId }, 'Staff signed in');
  return { outcome: 'signed_in', found, session };
}
