import { createHash, randomInt } from 'node:crypto';

/** A code is valid for 5 minutes after it was sent. */
export const otpLifetimeMs = 5 * 60 * 1000;
/** The 5th wrong code locks it; only a new code helps then. */
export const maxWrongOtpAttempts = 5;
/** A new code for the same user and purpose is sent at most once per 30 seconds. */
export const otpResendIntervalMs = 30 * 1000;

export type OtpPurpose = 'sign_up' | 'reset_password';

/** A code as it is kept: its hash, when it was sent and what has happened to it since. */
export interface StoredOtp {
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  failedAttempts: number;
  usedAt: number | null;
}

export type OtpVerdict =
  | { kind: 'ACCEPTED' }
  | { kind: 'MISSING' }
  | { kind: 'USED' }
  | { kind: 'LOCKED' }
  | { kind: 'EXPIRED' }
  | { kind: 'WRONG'; attemptsLeft: number };

/** Six random digits, zeros kept: "004217". */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function otpCodeHash(code: string): string {
  return createHash('sha256').update(code.trim()).digest('base64url');
}

/**
 * What a typed code means for a stored one. The order matters: a used, locked or expired code is refused
 * whatever was typed, so neither the correct code nor another guess can be learned from a dead one.
 * A WRONG verdict counts as one more failed attempt; attemptsLeft already takes it into account.
 */
export function judgeOtp(stored: StoredOtp | null, code: string, now: number): OtpVerdict {
  if (stored === null) return { kind: 'MISSING' };
  if (stored.usedAt !== null) return { kind: 'USED' };
  if (stored.failedAttempts >= maxWrongOtpAttempts) return { kind: 'LOCKED' };
  if (now >= stored.expiresAt) return { kind: 'EXPIRED' };
  if (otpCodeHash(code) === stored.codeHash) return { kind: 'ACCEPTED' };
  return { kind: 'WRONG', attemptsLeft: Math.max(0, maxWrongOtpAttempts - stored.failedAttempts - 1) };
}

/** How long to wait before another code may be sent; 0 when one may be sent now. */
export function otpResendWaitMs(lastSentAt: number | null, now: number): number {
  if (lastSentAt === null) return 0;
  return Math.max(0, lastSentAt + otpResendIntervalMs - now);
}
