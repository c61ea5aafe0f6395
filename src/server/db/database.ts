import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The one database type the server's queries are written against, whichever driver is behind it. */
export type ServerDatabase = PgDatabase<PgQueryResultHKT>;

export interface DatabaseConnection {
  readonly db: ServerDatabase;
  close(): Promise<void>;
}

/** Work that has to finish once, after the migrations and before the server answers (the seed). */
export type StartupTask = (db: ServerDatabase) => Promise<void>;

export interface DatabaseSettings {
  /** Folder of the embedded PGlite database, created if missing. */
  dataDir: string;
  /** When set, a PostgreSQL server is used and dataDir is ignored. */
  databaseUrl?: string;
}
