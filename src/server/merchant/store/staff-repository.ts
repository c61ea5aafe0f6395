import { and, asc, count, eq } from 'drizzle-orm';
import { staffAccountLimits } from '@/domain/merchant-console/staff-account-rules';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { staff, type ConsoleRole, type StaffRole } from '../../accounts/index';

export type StaffRow = typeof staff.$inferSelect;
export type StoreRow = typeof companies.$inferSelect;

/** A staff member with the store they work for. */
export interface StaffRecord {
  readonly member: StaffRow;
  readonly store: StoreRow;
}

export interface NewStaffMember {
  readonly queryId: string;
  readonly username: string;
  readonly passwordHash: string;
  readonly fullName: string;
  readonly companyId: number;
  /** store unless said otherwise. */
  readonly role?: StaffRole;
  /** staff unless said otherwise. */
  readonly consoleRole?: ConsoleRole;
  readonly createdAt: Date;
}

/** The usernames are kept in lower case; every lookup folds the name it is given the same way. */
export function normalUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Staff accounts of the stores. */
export class StaffRepository {
  constructor(private readonly db: ServerDatabase) {}

  async findByUsername(username: string): Promise<StaffRecord | null> {
    const [row] = await this.db
      .select()
      .from(staff)
      .innerJoin(companies, eq(companies.id, staff.companyId))
      .where(eq(staff.username, normalUsername(username)))
      .limit(1);
    return row ? { member: row.staff, store: row.companies } : null;
  }

  /** The store accounts of one store (not its transport accounts), owners first, then by username. */
  async ofStore(companyId: number): Promise<StaffRow[]> {
    return (
      this.db
        .select()
        .from(staff)
        .where(and(eq(staff.companyId, companyId), eq(staff.role, 'store')))
        .orderBy(asc(staff.consoleRole), asc(staff.username))
        // Every account: additions stop at this many (StaffAccountStore.add).
        .limit(staffAccountLimits.accountsPerStore)
    );
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(staff);
    return row?.total ?? 0;
  }

  async add(members: readonly NewStaffMember[]): Promise<void> {
    if (members.length === 0) return;
    await this.db
      .insert(staff)
      .values(members.map((member) => ({ ...member, username: normalUsername(member.username) })));
  }

  /** The row id of a store, or null when no such store is stored. */
  async storeId(storeQueryId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.queryId, storeQueryId))
      .limit(1);
    return row?.id ?? null;
  }
}
