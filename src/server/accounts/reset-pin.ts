import type { AccountsContext } from './accounts-context';
import type { OtpVerdict } from './otp-rules';
import { hashPin } from './pin-hash';
import type { PinLockout } from './store/pin-lockout';

export type PinResetOutcome =
  | { readonly outcome: 'reset' }
  /** The code was not accepted; a number without an account is refused exactly as a wrong code is. */
  | { readonly outcome: 'refused'; readonly verdict: Exclude<OtpVerdict, { kind: 'ACCEPTED' }> };

/**
 * Sets a new PIN with the reset code sent to the number, lifts the sign-in lock and ends every session of the
 * account, so whoever knew the old PIN is signed out everywhere.
 */
export async function resetPin(
  context: Pick<AccountsContext, 'users' | 'otps' | 'unregistered' | 'sessions'>,
  lockout: Pick<PinLockout, 'clear'>,
  asked: { readonly loginId: string; readonly code: string; readonly pin: string },
): Promise<PinResetOutcome> {
  const user = await context.users.findByMobile(asked.loginId);
  const verdict =
    user?.status === 'active'
      ? await context.otps.check(user.id, 'reset_password', asked.code)
      : context.unregistered.checkResetCode(asked.loginId, asked.code);
  if (verdict.kind !== 'ACCEPTED') return { outcome: 'refused', verdict };
  await context.users.setPin(user!.id, await hashPin(asked.pin));
  await lockout.clear(user!.id);
  await context.sessions.endAllOf(user!.id);
  return { outcome: 'reset' };
}
