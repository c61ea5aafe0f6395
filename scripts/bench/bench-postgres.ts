import { findPostgresBinaries, startThrowawayPostgres } from '../test/throwaway-postgres';
import { cpuMsOfTree } from './bench-server';

export interface BenchPostgres {
  /** A connection string for the bench's database. */
  readonly url: string;
  /** CPU time the cluster's processes have used so far, in ms; null for a given server or where it cannot be read. */
  cpuMs(): Promise<number | null>;
  /** Stops the server and removes its files; nothing when the database was given. */
  stop(): Promise<void>;
}

/**
 * The PostgreSQL the bench runs on: BENCH_DATABASE_URL when set (used as it is, never cleaned), otherwise the same
 * throwaway cluster `npm test` starts (scripts/test/throwaway-postgres.ts), with PostgreSQL's stock durability so the
 * figures are what a host would see. BENCH_PG_BIN names the binaries' folder when they are not found.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given !== undefined && given !== '') return { url: given, cpuMs: async () => null, stop: async () => {} };
  const binDir = process.env.BENCH_PG_BIN ?? findPostgresBinaries();
  if (binDir === null) throw new Error('No PostgreSQL binaries: apt-get install postgresql, or set BENCH_DATABASE_URL');
  const cluster = await startThrowawayPostgres(binDir, { durable: true });
  return { url: cluster.adminUrl, cpuMs: () => cpuMsOfTree(cluster.pid), stop: () => cluster.stop() };
}
