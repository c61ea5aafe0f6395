import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { oneTimePasswords } from '../accounts-schema';
import type { Clock } from '../../shared/clock';

/** Long enough to type a name and a PIN after the OTP; short enough that a leaked token soon dies. */
export const signUpProofLifetimeMs = 15 * 60 * 1000;

const purpose = 'sign_up_proof';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The proof that a browser verified a sign-up OTP: verify_mobile_otp hands out a random token, and only that
 * token finishes the registration (update_user). Kept as a hash beside the OTPs, one per user, usable once.
 */
export class SignUpProofs {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  /** A new token for the user, replacing any earlier one. */
  async issue(userId: number): Promise<string> {
    const now = this.clock();
    const token = randomBytes(32).toString('base64url');
    const fresh = {
      codeHash: tokenHash(token),
      sentAt: new Date(now),
      expiresAt: new Date(now + signUpProofLifetimeMs),
      failedAttempts: 0,
      usedAt: null,
    };
    await this.db
      .insert(oneTimePasswords)
      .values({ userId, purpose, ...fresh })
      .onConflictDoUpdate({ target: [oneTimePasswords.userId, oneTimePasswords.purpose], set: fresh });
    return token;
  }

  /**
   * Uses the token up if it is the user's, unused and unexpired. One conditional UPDATE, so two requests with
   * the same token cannot both finish the registration.
   */
  async spend(userId: number, token: string): Promise<boolean> {
    const now = new Date(this.clock());
    const spent = await this.db
      .update(oneTimePasswords)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimePasswords.userId, userId),
          eq(oneTimePasswords.purpose, purpose),
          eq(oneTimePasswords.codeHash, tokenHash(token)),
          isNull(oneTimePasswords.usedAt),
          gt(oneTimePasswords.expiresAt, now),
        ),
      )
      .returning({ userId: oneTimePasswords.userId });
    return spent.length > 0;
  }
}
