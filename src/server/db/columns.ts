import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every point in time the accounts keep; written from the server's clock, never the database's, so tests can move it. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (an uploaded file); bytea in both PGlite and PostgreSQL. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
