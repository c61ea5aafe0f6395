import { text } from '../i18n/localized';
import type { AccountsContext } from './accounts-context';
import { fieldError } from '../http/field-error';
import { verifyPin } from './pin-hash';
import type { PinLockout } from './store/pin-lockout';
import { pinLockedMessage } from './pin-lockout-rules';
import type { UserRow } from './store/user-repository';

/** What a signed-in customer's profile change asks for, as update_user's body gives it. */
export interface ProfileChange {
  readonly pin: string;
  readonly email: string | null;
  readonly currentPin: string | undefined;
}

/**
 * Whether a signed-in customer's profile change touches the PIN or the e-mail, the two things that let someone
 * take the account over. Such a change needs the current PIN as well as the session: a session alone (a shared
 * or stolen phone) could otherwise lock its owner out. A wrong current PIN counts toward the sign-in lock.
 * @throws BadRequestError naming current_password when it is missing or wrong, or the account is locked.
 */
export async function credentialChangeAllowed(
  context: Pick<AccountsContext, 'clock'>,
  lockout: PinLockout,
  user: UserRow,
  change: ProfileChange,
): Promise<boolean> {
  const samePin = user.pinHash !== null && (await verifyPin(change.pin, user.pinHash)) === true;
  const sameEmail = change.email === (user.email ?? null);
  if (samePin && sameEmail) return false;
  const lockedUntil = lockout.lockedUntil(user);
  if (lockedUntil !== null) {
    throw fieldError('current_password', pinLockedMessage(lockedUntil.getTime() - context.clock()));
  }
  if (change.currentPin === undefined || change.currentPin === '') {
    throw fieldError('current_password', text('account.currentPinRequired'));
  }
  if (user.pinHash === null || (await verifyPin(change.currentPin, user.pinHash)) !== true) {
    const outcome = await lockout.recordWrongPin(user.id);
    if (outcome.kind === 'LOCKED') {
      throw fieldError('current_password', pinLockedMessage(outcome.until.getTime() - context.clock()));
    }
    throw fieldError('current_password', text('account.currentPinWrong'));
  }
  return true;
}
