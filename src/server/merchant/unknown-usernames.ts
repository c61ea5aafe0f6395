import type { Clock } from '../shared/clock';
import { pinLockMs, wrongPinsBeforeLock } from '../accounts/index';

/** Names remembered at most; the oldest is forgotten first, so a flood of made-up names cannot fill memory. */
const maxRemembered = 50_000;

/**
 * Wrong passwords for usernames without an account, counted and locked by the same rules as a real account's,
 * so the fifth wrong password cannot tell which names exist. Kept in this process's memory: nothing about a
 * name nobody has is written to the database.
 */
export class UnknownUsernames {
  private readonly wrongPasswords = new Map<string, { count: number; lockedUntil: number | null }>();

  constructor(private readonly clock: Clock) {}

  /** The end of sign-in's lock for the name when one holds now, else null. */
  lockedUntil(username: string): Date | null {
    const until = this.wrongPasswords.get(username)?.lockedUntil ?? null;
    return until !== null && until > this.clock() ? new Date(until) : null;
  }

  /** Counts a wrong password; the fifth in a row locks sign-in for 15 minutes and starts the count again. */
  recordWrongPassword(username: string): Date | null {
    const now = this.clock();
    const count = (this.wrongPasswords.get(username)?.count ?? 0) + 1;
    const locks = count >= wrongPinsBeforeLock;
    this.wrongPasswords.delete(username);
    this.wrongPasswords.set(username, { count: locks ? 0 : count, lockedUntil: locks ? now + pinLockMs : null });
    if (this.wrongPasswords.size > maxRemembered) this.wrongPasswords.delete(this.wrongPasswords.keys().next().value!);
    return locks ? new Date(now + pinLockMs) : null;
  }
}
