import type { AccountsContext } from './accounts-context';
import { spendPinCheckTime, verifyPin } from './pin-hash';
import type { PinLockout } from './store/pin-lockout';
import type { UserRow } from './store/user-repository';

export type SignInOutcome =
  | { readonly outcome: 'signed_in'; readonly user: UserRow }
  /** A wrong PIN, an unknown number and an unfinished registration are one refusal, so none tells them apart. */
  | { readonly outcome: 'refused' }
  /** Sign-in is locked until then, even for the right PIN; a number without an account locks like one. */
  | { readonly outcome: 'locked'; readonly until: Date };

/**
 * Checks a customer's number and PIN. An unfinished registration reads as a number without an account: telling them
 * apart would tell which numbers have accounts (registering the number again picks the registration up). Every PIN
 * is checked for as long as a real one takes, and wrong ones count toward the lock of the account or of the number.
 */
export async function signIn(
  context: Pick<AccountsContext, 'users' | 'unregistered'>,
  lockout: Pick<PinLockout, 'lockedUntil' | 'recordWrongPin' | 'recordRightPin'>,
  asked: { readonly loginId: string; readonly pin: string },
): Promise<SignInOutcome> {
  const found = await context.users.findByMobile(asked.loginId);
  const user = found?.status === 'active' ? found : null;
  const lockedUntil = user ? lockout.lockedUntil(user) : context.unregistered.lockedUntil(asked.loginId);
  if (lockedUntil !== null) return { outcome: 'locked', until: lockedUntil };
  const matches = user?.pinHash ? await verifyPin(asked.pin, user.pinHash) : await spendPinCheckTime(asked.pin);
  if (!user) {
    const lockedNow = context.unregistered.recordWrongPin(asked.loginId);
    return lockedNow === null ? { outcome: 'refused' } : { outcome: 'locked', until: lockedNow };
  }
  if (matches !== true) {
    const wrong = await lockout.recordWrongPin(user.id);
    return wrong.kind === 'LOCKED' ? { outcome: 'locked', until: wrong.until } : { outcome: 'refused' };
  }
  // A wrong PIN of a concurrent attempt may have locked the account while this one was checked.
  const lockedMeanwhile = await lockout.recordRightPin(user.id);
  if (lockedMeanwhile !== null) return { outcome: 'locked', until: lockedMeanwhile };
  return { outcome: 'signed_in', user };
}
