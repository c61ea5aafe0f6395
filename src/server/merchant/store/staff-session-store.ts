import { storeTimeZoneOf } from '../../catalogue/index';
import { and, eq, gt } from 'drizzle-orm';
import { newSessionToken, sessionTokenHash } from '../../shared/session/session-token';
import type { Clock } from '../../shared/clock';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { staff, type ConsoleRole, type StaffRole } from '../../accounts/index';
import { staffSessions } from '../merchant-schema';

/**
 * A staff session lasts one long working day and is not extended by use: a till left signed in overnight
 * needs the password again, and a leaked token is worthless by the next shift.
 */
export const staffSessionLifetimeMs = 16 * 60 * 60 * 1000;

/** Who a valid staff session belongs to, and the one store its calls may touch. */
export interface StaffMember {
  readonly staffId: number;
  readonly username: string;
  readonly companyId: number;
  readonly companyQueryId: string;
  readonly role: StaffRole;
  /** Owner or staff: what the member may do in the merchant console. */
  readonly consoleRole: ConsoleRole;
  /** The zone of the store's clock (store-time-zone.ts). */
  readonly storeTimeZone: string;
}

export interface OpenedStaffSession {
  readonly token: string;
  readonly expiresAt: Date;
}

/** Opens and finds staff sessions; only the hash of a token reaches the database. */
export class StaffSessionStore {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  async open(staffId: number): Promise<OpenedStaffSession> {
    const token = newSessionToken();
    const now = this.clock();
    const expiresAt = new Date(now + staffSessionLifetimeMs);
    await this.db
      .insert(staffSessions)
      .values({ tokenHash: sessionTokenHash(token), staffId, createdAt: new Date(now), expiresAt });
    return { token, expiresAt };
  }

  /** Ends the session of this token, so it opens nothing more; ending an unknown one is not an error. */
  async close(token: string): Promise<void> {
    await this.db.delete(staffSessions).where(eq(staffSessions.tokenHash, sessionTokenHash(token)));
  }

  /** The staff member of an unexpired session with this token, or null. */
  async find(token: string): Promise<StaffMember | null> {
    const [row] = await this.db
      .select({
        staffId: staff.id,
        username: staff.username,
        companyId: staff.companyId,
        companyQueryId: companies.queryId,
        role: staff.role,
        consoleRole: staff.consoleRole,
        storeTimeZone: companies.timeZone,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .innerJoin(companies, eq(companies.id, staff.companyId))
      .where(
        and(eq(staffSessions.tokenHash, sessionTokenHash(token)), gt(staffSessions.expiresAt, new Date(this.clock()))),
      )
      .limit(1);
    return row === undefined ? null : { ...row, storeTimeZone: storeTimeZoneOf(row.storeTimeZone) };
  }
}
