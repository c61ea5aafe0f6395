import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The one database type the server's queries are written against, whichever driver is behind it. */
export type ServerDatabase = PgDatabase<PgQueryResultHKT>;

export interface DatabaseConnection {
  readonly db: ServerDatabase;
  close(): Promise<void>;
}

/** Work that has to finish once, after the migrations and before the server answers (the seed). */
export type StartupTask = (db: ServerDatabase) => Promise<void>;

/**
 * PostgreSQL's stock 128 MB of shared buffers, which PGlite reserves in its WebAssembly memory and sets up at every
 * start, took most of a start's time (BENCHMARKS.md, "Figures behind choices in the code"). 32 MB holds the seeded database
 * and a busy day's orders; a page beyond them is read from the operating system's file cache. A host that outgrows
 * that runs PostgreSQL (DATABASE_URL), whose settings are its own.
 */
export const defaultPgliteSharedBuffersMb = 32;

export interface DatabaseSettings {
  /** Folder of the embedded PGlite database, created if missing. */
  dataDir: string;
  /** The embedded database's shared buffers in megabytes; defaultPgliteSharedBuffersMb without it. */
  pgliteSharedBuffersMb?: number;
  /** When set, a PostgreSQL server is used and dataDir is ignored. */
  databaseUrl?: string;
}
