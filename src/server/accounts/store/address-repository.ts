import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AddressType } from '@/domain/addresses/address';
import { canSaveAnotherAddress, savedAddressLimit } from '@/domain/addresses/address-limits';
import type { ServerDatabase } from '../../db/database';
import { addresses } from '../accounts-schema';
import { users } from '../../shared/session/session-schema';

export type AddressRow = typeof addresses.$inferSelect;

/** The stored fields of an address; the server has already decided its type and description. */
export interface AddressFields {
  type: AddressType;
  name: string;
  building: string;
  street: string;
  floor: string;
  room: string;
  landmark: string;
  district: string;
  description: string;
  lat: number | null;
  long: number | null;
}

/** A user's addresses. Every query names the user, so no one reaches another's address by its id. */
export class AddressRepository {
  constructor(private readonly db: ServerDatabase) {}

  /**
   * The user's addresses in saving order. create keeps them within savedAddressLimit; the limit here only
   * bounds the answer for a user who saved more before there was one.
   */
  async listOf(userId: number): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .limit(savedAddressLimit);
  }

  /** The saved address, or null when the user already keeps savedAddressLimit addresses. */
  async create(userId: number, fields: AddressFields): Promise<AddressRow | null> {
    return this.db.transaction(async (tx) => {
      // Holding the user's row makes two saves of one customer take turns, so both cannot pass the count.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
      if (!canSaveAnotherAddress(kept?.total ?? 0)) return null;
      const [row] = await tx
        .insert(addresses)
        .values({ ...fields, userId, queryId: `adr-${randomUUID()}` })
        .returning();
      if (!row) throw new Error('The address was not written');
      return row;
    });
  }

  /** The updated address, or null when the user has none with this query id. */
  async update(userId: number, queryId: string, fields: AddressFields): Promise<AddressRow | null> {
    const [row] = await this.db.update(addresses).set(fields).where(this.owned(userId, queryId)).returning();
    return row ?? null;
  }

  /** Whether the user had an address with this query id. */
  async delete(userId: number, queryId: string): Promise<boolean> {
    const deleted = await this.db.delete(addresses).where(this.owned(userId, queryId)).returning({ id: addresses.id });
    return deleted.length > 0;
  }

  private owned(userId: number, queryId: string) {
    return and(eq(addresses.userId, userId), eq(addresses.queryId, queryId));
  }
}
