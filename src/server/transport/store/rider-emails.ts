import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { riderEmails } from '../transport-schema';

/** The addresses riders asked receipts to go to, and which of them each rider has proven to be theirs. */
export class RiderEmails {
  constructor(private readonly db: ServerDatabase) {}

  async isProven(riderId: number, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ riderId: riderEmails.riderId })
      .from(riderEmails)
      .where(and(eq(riderEmails.riderId, riderId), eq(riderEmails.email, email), isNotNull(riderEmails.provenAt)))
      .limit(1);
    return row !== undefined;
  }

  /** Keeps the hash of a new confirmation code for the rider's address; an older code of it stops working. */
  async newCode(riderId: number, email: string, codeHash: string, at: Date): Promise<void> {
    await this.db
      .insert(riderEmails)
      .values({ riderId, email, codeHash, codeSentAt: at })
      .onConflictDoUpdate({
        target: [riderEmails.riderId, riderEmails.email],
        set: { codeHash, codeSentAt: at },
      });
  }

  /**
   * Proves the address whose code this is, once: the code is spent. Answers the rider and address, or null for a
   * code that is unknown, spent or sent before notBefore.
   */
  async prove(codeHash: string, at: Date, notBefore: Date): Promise<{ riderId: number; email: string } | null> {
    const [row] = await this.db
      .update(riderEmails)
      .set({ provenAt: at, codeHash: null })
      .where(and(eq(riderEmails.codeHash, codeHash), gt(riderEmails.codeSentAt, notBefore)))
      .returning({ riderId: riderEmails.riderId, email: riderEmails.email });
    return row ?? null;
  }
}
