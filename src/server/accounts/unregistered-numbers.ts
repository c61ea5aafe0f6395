import type { Clock } from '../shared/clock';
import { judgeOtp, otpLifetimeMs, otpResendIntervalMs, type OtpVerdict, type StoredOtp } from './otp-rules';
import { pinLockMs, wrongPinsBeforeLock } from './pin-lockout-rules';

/** Numbers remembered at most; the oldest is forgotten first, so a flood of made-up numbers cannot fill memory. */
const maxRemembered = 50_000;

/**
 * What a number without an account goes through, so that its answers read exactly like a registered number's:
 * a PIN reset code that was "sent" (the outbox writes nothing) and that every guess misses, counted and
 * locked by the same rules, and wrong PINs that lock sign-in at the fifth like a real account's. Kept in this
 * process's memory: nothing about a number nobody registered is written to the database.
 */
export class UnregisteredNumbers {
  private readonly resetCodes = new Map<string, StoredOtp>();
  private readonly wrongPins = new Map<string, { count: number; lockedUntil: number | null }>();

  constructor(private readonly clock: Clock) {}

  /** forgot_password for such a number: a new code that matches nothing, unless one went out in the last 30 s. */
  issueResetCode(loginId: string): void {
    const now = this.clock();
    const stored = this.resetCodes.get(loginId);
    if (stored && now - stored.sentAt < otpResendIntervalMs) return;
    remember(this.resetCodes, loginId, {
      codeHash: '',
      sentAt: now,
      expiresAt: now + otpLifetimeMs,
      failedAttempts: 0,
      usedAt: null,
    });
  }

  /** reset_password for such a number: the verdict a real account's stored code would give a wrong guess. */
  checkResetCode(loginId: string, code: string): Exclude<OtpVerdict, { kind: 'ACCEPTED' }> {
    const stored = this.resetCodes.get(loginId) ?? null;
    const verdict = judgeOtp(stored, code, this.clock());
    if (verdict.kind === 'WRONG' && stored) stored.failedAttempts += 1;
    // judgeOtp cannot accept: no typed code hashes to ''.
    return verdict.kind === 'ACCEPTED' ? { kind: 'MISSING' } : verdict;
  }

  /** The end of sign-in's lock for the number when one holds now, else null. */
  lockedUntil(loginId: string): Date | null {
    const until = this.wrongPins.get(loginId)?.lockedUntil ?? null;
    return until !== null && until > this.clock() ? new Date(until) : null;
  }

  /** Counts a wrong PIN; the fifth in a row locks sign-in for 15 minutes and starts the count again. */
  recordWrongPin(loginId: string): Date | null {
    const now = this.clock();
    const count = (this.wrongPins.get(loginId)?.count ?? 0) + 1;
    const locks = count >= wrongPinsBeforeLock;
    remember(this.wrongPins, loginId, { count: locks ? 0 : count, lockedUntil: locks ? now + pinLockMs : null });
    return locks ? new Date(now + pinLockMs) : null;
  }
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > maxRemembered) map.delete(map.keys().next().value!);
}
