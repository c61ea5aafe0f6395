import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AddressType } from '@/domain/address/address';
import type { ServerDatabase } from '../db/database';
import { addresses } from '../db/schema';

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

  async listOf(userId: number): Promise<AddressRow[]> {
    return this.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  }

  async create(userId: number, fields: AddressFields): Promise<AddressRow> {
    const [row] = await this.db
      .insert(addresses)
      .values({ ...fields, userId, queryId: `adr-${randomUUID()}` })
      .returning();
    if (!row) throw new Error('The address was not written');
    return row;
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
