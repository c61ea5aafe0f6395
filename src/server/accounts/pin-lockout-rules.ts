import { text, type Localized } from '../i18n/localized';

/** Wrong PINs in a row that lock sign-in; a right one starts the count again. */
export const wrongPinsBeforeLock = 5;

/** How long sign-in stays locked after the last of those wrong PINs. */
export const pinLockMs = 15 * 60 * 1000;

/**
 * The refusal while sign-in is locked. It names the way out (Forgot pin), since a customer who forgot the PIN
 * would otherwise just wait and try again. Whole minutes, rounded up, so it never says 0.
 */
export function pinLockedMessage(remainingMs: number): Localized {
  return text('account.pinLocked', { count: Math.max(1, Math.ceil(remainingMs / 60_000)) });
}
