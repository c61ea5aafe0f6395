import { verifyPin } from './pin-hash';
import type { PinLockout } from './store/pin-lockout';
import type { UserRow } from './store/user-repository';

/** What a signed-in customer's profile change asks for, as update_user's body gives it. */
export interface ProfileChange {
  readonly pin: string;
  readonly email: string | null;
  readonly currentPin: string | undefined;
}

/** Why the current PIN did not allow a change of the PIN or the e-mail. */
export type CurrentPinRefusal =
  | { readonly reason: 'current_pin_locked'; readonly until: Date }
  | { readonly reason: 'current_pin_required' }
  | { readonly reason: 'current_pin_wrong' };

export type CredentialCheck =
  /** Neither the PIN nor the e-mail changes: the session alone is enough. */
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'allowed' }
  | { readonly kind: 'refused'; readonly refusal: CurrentPinRefusal };

/**
 * Whether a signed-in customer's profile change touches the PIN or the e-mail, the two things that let someone
 * take the account over. Such a change needs the current PIN as well as the session: a session alone (a shared
 * or stolen phone) could otherwise lock its owner out. A wrong current PIN counts toward the sign-in lock.
 */
export async function checkCredentialChange(
  lockout: Pick<PinLockout, 'lockedUntil' | 'recordWrongPin'>,
  user: UserRow,
  change: ProfileChange,
): Promise<CredentialCheck> {
  const samePin = user.pinHash !== null && (await verifyPin(change.pin, user.pinHash)) === true;
  const sameEmail = change.email === (user.email ?? null);
  if (samePin && sameEmail) return { kind: 'unchanged' };
  const lockedUntil = lockout.lockedUntil(user);
  if (lockedUntil !== null) return refused({ reason: 'current_pin_locked', until: lockedUntil });
  if (change.currentPin === undefined || change.currentPin === '') return refused({ reason: 'current_pin_required' });
  if (user.pinHash === null || (await verifyPin(change.currentPin, user.pinHash)) !== true) {
    const outcome = await lockout.recordWrongPin(user.id);
    return refused(
      outcome.kind === 'LOCKED'
        ? { reason: 'current_pin_locked', until: outcome.until }
        : { reason: 'current_pin_wrong' },
    );
  }
  return { kind: 'allowed' };
}

const refused = (refusal: CurrentPinRefusal): CredentialCheck => ({ kind: 'refused', refusal });
