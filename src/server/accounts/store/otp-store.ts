import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { oneTimePasswords } from '../accounts-schema';
import type { Clock } from '../../shared/clock';
import {
  judgeOtp,
  maxWrongOtpAttempts,
  newOtpCode,
  otpCodeHash,
  otpLifetimeMs,
  otpResendIntervalMs,
  otpResendWaitMs,
  type OtpPurpose,
  type OtpVerdict,
  type StoredOtp,
} from '../otp-rules';

export type OtpIssue = { sent: true; code: string } | { sent: false; waitMs: number };

/** Issues and checks one-time passwords; the rules are otp-rules', the races are settled in SQL. */
export class OtpStore {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  /**
   * A fresh code for the user and purpose, replacing the previous one, unless one was sent less than
   * 30 seconds ago. The throttle is part of the upsert, so two requests at once send one code.
   */
  async issue(userId: number, purpose: OtpPurpose): Promise<OtpIssue> {
    const now = this.clock();
    const code = newOtpCode();
    const fresh = {
      codeHash: otpCodeHash(code),
      sentAt: new Date(now),
      expiresAt: new Date(now + otpLifetimeMs),
      failedAttempts: 0,
      usedAt: null,
    };
    const written = await this.db
      .insert(oneTimePasswords)
      .values({ userId, purpose, ...fresh })
      .onConflictDoUpdate({
        target: [oneTimePasswords.userId, oneTimePasswords.purpose],
        set: fresh,
        setWhere: lt(oneTimePasswords.sentAt, new Date(now - otpResendIntervalMs + 1)),
      })
      .returning({ userId: oneTimePasswords.userId });
    if (written.length > 0) return { sent: true, code };
    const stored = await this.find(userId, purpose);
    return { sent: false, waitMs: Math.max(1, otpResendWaitMs(stored?.sentAt ?? null, now)) };
  }

  /**
   * Checks a typed code and records the outcome: an accepted code is used up, a wrong one counts
   * towards the lock. Both writes are conditional, so concurrent guesses cannot exceed the limit.
   */
  async check(userId: number, purpose: OtpPurpose, code: string): Promise<OtpVerdict> {
    const now = this.clock();
    const verdict = judgeOtp(await this.find(userId, purpose), code, now);
    const mine = and(
      eq(oneTimePasswords.userId, userId),
      eq(oneTimePasswords.purpose, purpose),
      isNull(oneTimePasswords.usedAt),
      lt(oneTimePasswords.failedAttempts, maxWrongOtpAttempts),
    );
    if (verdict.kind === 'ACCEPTED') {
      const used = await this.db
        .update(oneTimePasswords)
        .set({ usedAt: new Date(now) })
        .where(and(mine, eq(oneTimePasswords.codeHash, otpCodeHash(code))))
        .returning({ userId: oneTimePasswords.userId });
      return used.length > 0 ? verdict : { kind: 'USED' };
    }
    if (verdict.kind === 'WRONG') {
      const counted = await this.db
        .update(oneTimePasswords)
        .set({ failedAttempts: sql`${oneTimePasswords.failedAttempts} + 1` })
        .where(mine)
        .returning({ failedAttempts: oneTimePasswords.failedAttempts });
      const attempts = counted[0]?.failedAttempts ?? maxWrongOtpAttempts;
      return { kind: 'WRONG', attemptsLeft: Math.max(0, maxWrongOtpAttempts - attempts) };
    }
    return verdict;
  }

  private async find(userId: number, purpose: OtpPurpose): Promise<StoredOtp | null> {
    const [row] = await this.db
      .select()
      .from(oneTimePasswords)
      .where(and(eq(oneTimePasswords.userId, userId), eq(oneTimePasswords.purpose, purpose)))
      .limit(1);
    if (!row) return null;
    return {
      codeHash: row.codeHash,
      sentAt: row.sentAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      failedAttempts: row.failedAttempts,
      usedAt: row.usedAt?.getTime() ?? null,
    };
  }
}
