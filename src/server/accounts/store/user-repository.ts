import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { userTypeListLimit } from '@/contract/accounts/user.contract';
import type { ServerDatabase } from '../../db/database';
import { industries } from '../../catalogue/index';
import { users } from '../../shared/session/session-schema';
import { translatedText } from '../../catalogue/index';
import type { ServerLanguage } from '../../i18n/server-language';
import type { Clock } from '../../shared/clock';

export type UserRow = typeof users.$inferSelect;

export interface ProfileChange {
  fullName: string;
  pinHash: string;
  email: string | null;
  dob: string | null;
}

/** Where the server keeps its users: guests by device id, customers by mobile number. */
export class UserRepository {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  async findByQueryId(queryId: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.queryId, queryId)).limit(1);
    return row ?? null;
  }

  async findByMobile(mobileNumber: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
    return row ?? null;
  }

  async count(): Promise<number> {
    const [totals] = await this.db.select({ total: count() }).from(users);
    return totals?.total ?? 0;
  }

  /** The guest of a device, created on its first sign-in; the same device always gets the same guest. */
  async guestOfDevice(deviceUuid: string): Promise<UserRow> {
    await this.db
      .insert(users)
      .values({ ...this.newUser('anonymous', 'active'), deviceUuid })
      .onConflictDoNothing({ target: users.deviceUuid });
    const [row] = await this.db.select().from(users).where(eq(users.deviceUuid, deviceUuid)).limit(1);
    if (!row) throw new Error('The guest user vanished right after it was written');
    return row;
  }

  /** A pending customer for the number, or the account that already has it when another request won. */
  async pendingCustomer(mobileNumber: string): Promise<{ user: UserRow; created: boolean }> {
    const inserted = await this.db
      .insert(users)
      .values({ ...this.newUser('customer', 'pending'), mobileNumber })
      .onConflictDoNothing({ target: users.mobileNumber })
      .returning();
    if (inserted[0]) return { user: inserted[0], created: true };
    const existing = await this.findByMobile(mobileNumber);
    if (!existing) throw new Error('The customer vanished right after it was written');
    return { user: existing, created: false };
  }

  /** A customer that is already active, with its PIN; used by the seed. */
  async addActiveCustomer(mobileNumber: string, profile: ProfileChange): Promise<UserRow> {
    const [row] = await this.db
      .insert(users)
      .values({ ...this.newUser('customer', 'active'), mobileNumber, mobileVerified: true, ...profile })
      .returning();
    if (!row) throw new Error('The customer was not written');
    return row;
  }

  async markMobileVerified(userId: number): Promise<void> {
    await this.db.update(users).set({ mobileVerified: true }).where(eq(users.id, userId));
  }

  /** Name, PIN and the optional fields; the account becomes active. */
  async completeProfile(userId: number, profile: ProfileChange): Promise<void> {
    await this.db
      .update(users)
      .set({ ...profile, status: 'active' })
      .where(eq(users.id, userId));
  }

  async setPin(userId: number, pinHash: string): Promise<void> {
    await this.db.update(users).set({ pinHash }).where(eq(users.id, userId));
  }

  async setSelectedAddress(userId: number, addressQueryId: string | null): Promise<void> {
    await this.db.update(users).set({ selectedAddressQueryId: addressQueryId }).where(eq(users.id, userId));
  }

  /**
   * Every industry, lowest id first: a customer may order from all, and the first decides where a login lands.
   * Named in the screen's language where the industry has a name in it. The host's industries are a handful set
   * by its seed; the limit only keeps the answer within what the contract states.
   */
  async industryTypes(language: ServerLanguage): Promise<{ id: number; name: string }[]> {
    const rows = await this.db
      .select({ id: industries.id, name: industries.name, translations: industries.translations })
      .from(industries)
      .orderBy(asc(industries.id))
      .limit(userTypeListLimit);
    return rows.map((row) => ({ id: row.id, name: translatedText(row.translations, language, 'name', row.name) }));
  }

  private newUser(kind: 'anonymous' | 'customer', status: 'pending' | 'active') {
    return { queryId: `usr-${randomUUID()}`, kind, status, createdAt: new Date(this.clock()) };
  }
}
