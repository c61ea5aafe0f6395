import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { staffAccountLimits } from '@/domain/merchant-console/staff-account-rules';
import { hashPin } from '../../accounts/index';
import type { ServerDatabase } from '../../db/database';
import { staff, type ConsoleRole } from '../../accounts/index';
import { staffSessions } from '../merchant-schema';
import { normalUsername, type StaffRow } from './staff-repository';

export interface NewStoreAccount {
  readonly username: string;
  readonly fullName: string;
  readonly password: string;
  readonly role: ConsoleRole;
}

/** What adding an account came to: added, the username taken (by any store), or the store full. */
export type AccountAddition =
  | { readonly outcome: 'added'; readonly row: StaffRow }
  | { readonly outcome: 'username_taken' }
  /** The store already holds staffAccountLimits.accountsPerStore accounts. */
  | { readonly outcome: 'store_full' };

/** What a change to an account came to. */
export type AccountChange =
  | { readonly outcome: 'done'; readonly row: StaffRow }
  | { readonly outcome: 'not_found' }
  /** The store would be left without an owner. */
  | { readonly outcome: 'last_owner' };

/**
 * The owner's changes to the store accounts of one store. Every call names the store, so an account of another
 * store is simply not found. A store always keeps one owner: the store's owner rows are locked before the change,
 * whose statement checks that another owner remains, so two owners demoting each other at once cannot both
 * succeed.
 */
export class StaffAccountStore {
  constructor(
    private readonly db: ServerDatabase,
    private readonly now: () => number,
  ) {}

  /**
   * Adds an account, unless its username is taken (usernames are global) or the store is full. The store's
   * accounts are locked while they are counted, so two additions at once cannot both take the last place.
   */
  async add(companyId: number, account: NewStoreAccount): Promise<AccountAddition> {
    const passwordHash = await hashPin(account.password);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from staff where company_id = ${companyId} and role = 'store' for update`);
      const [held] = await tx
        .select({ total: count() })
        .from(staff)
        .where(and(eq(staff.companyId, companyId), eq(staff.role, 'store')));
      if ((held?.total ?? 0) >= staffAccountLimits.accountsPerStore) return { outcome: 'store_full' };
      const [row] = await tx
        .insert(staff)
        .values({
          queryId: `staff-${randomUUID()}`,
          username: normalUsername(account.username),
          passwordHash,
          fullName: account.fullName,
          companyId,
          role: 'store',
          consoleRole: account.role,
          createdAt: new Date(this.now()),
        })
        .onConflictDoNothing({ target: staff.username })
        .returning();
      return row ? { outcome: 'added', row } : { outcome: 'username_taken' };
    });
  }

  async changeRole(companyId: number, queryId: string, role: ConsoleRole): Promise<AccountChange> {
    const guard = role === 'owner' ? sql`true` : this.anotherOwnerRemains(companyId);
    const [row] = await this.db.transaction(async (tx) => {
      await this.lockOwners(tx, companyId);
      return tx
        .update(staff)
        .set({ consoleRole: role })
        .where(and(this.ofStore(companyId, queryId), sql`(${staff.consoleRole} <> 'owner' or ${guard})`))
        .returning();
    });
    return row ? { outcome: 'done', row } : this.whyNot(companyId, queryId);
  }

  /** Sets a new password and ends the account's sessions, so a till signed in with the old one must sign in again. */
  async resetPassword(companyId: number, queryId: string, password: string): Promise<AccountChange> {
    const passwordHash = await hashPin(password);
    const [row] = await this.db
      .update(staff)
      .set({ passwordHash, failedPasswordAttempts: 0, passwordLockedUntil: null })
      .where(this.ofStore(companyId, queryId))
      .returning();
    if (!row) return { outcome: 'not_found' };
    await this.db.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    return { outcome: 'done', row };
  }

  /** Removes an account with its sessions (they cascade). */
  async remove(companyId: number, queryId: string): Promise<AccountChange> {
    const [row] = await this.db.transaction(async (tx) => {
      await this.lockOwners(tx, companyId);
      return tx
        .delete(staff)
        .where(
          and(
            this.ofStore(companyId, queryId),
            sql`(${staff.consoleRole} <> 'owner' or ${this.anotherOwnerRemains(companyId)})`,
          ),
        )
        .returning();
    });
    return row ? { outcome: 'done', row } : this.whyNot(companyId, queryId);
  }

  /**
   * Locks the store's owner rows until the change commits. Two owners demoting (or removing) each other at once
   * both see the other as "another owner" in their own snapshot; locked first, the second waits, then its
   * statement, started after the first's commit, sees one owner left and changes nothing.
   */
  private async lockOwners(tx: Pick<ServerDatabase, 'execute'>, companyId: number): Promise<void> {
    await tx.execute(
      sql`select id from staff where company_id = ${companyId} and role = 'store' and console_role = 'owner' for update`,
    );
  }

  private ofStore(companyId: number, queryId: string) {
    return and(eq(staff.companyId, companyId), eq(staff.queryId, queryId), eq(staff.role, 'store'));
  }

  /** True while the store has an owner other than the row being changed (the statement's own "staff" row). */
  private anotherOwnerRemains(companyId: number) {
    return sql`exists (select 1 from staff as other where other.company_id = ${companyId} and other.role = 'store' and other.console_role = 'owner' and other.id <> "staff"."id")`;
  }

  private async whyNot(companyId: number, queryId: string): Promise<AccountChange> {
    const [row] = await this.db.select({ id: staff.id }).from(staff).where(this.ofStore(companyId, queryId)).limit(1);
    return row ? { outcome: 'last_owner' } : { outcome: 'not_found' };
  }
}
