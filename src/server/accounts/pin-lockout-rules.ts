/** Wrong PINs in a row that lock sign-in; a right one starts the count again. */
export const wrongPinsBeforeLock = 5;

/** How long sign-in stays locked after the last of those wrong PINs. */
export const pinLockMs = 15 * 60 * 1000;

/**
 * The refusal while sign-in is locked. It names the way out (Forgot pin), since a customer who forgot the PIN
 * would otherwise just wait and try again. Whole minutes, rounded up, so it never says 0.
 */
export function pinLockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return `Too many wrong PINs. Sign-in is locked for ${minutes} ${unit}; try again later or reset your PIN with Forgot pin.`;
}
