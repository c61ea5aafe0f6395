import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { Pool } from 'pg';
import type { ServerDatabase } from '../../db/database';
import type { EventTransport } from './event-transport';
import { MemoryTransport } from './memory-transport';
import { NodePostgresTransport } from './node-postgres-transport';
import { PgliteTransport } from './pglite-transport';

/**
 * The transport for the database the server runs on. Drizzle keeps its driver's client as `$client`, which the
 * shared database type does not show; reading it here spares the connection code a second channel.
 */
export function transportForDatabase(db: ServerDatabase, log: FastifyBaseLogger): EventTransport {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return new PgliteTransport(client);
  if (client instanceof Pool) return new NodePostgresTransport(client, log);
  log.warn('Real-time events stay within this instance: the database driver has no LISTEN/NOTIFY adapter');
  return new MemoryTransport();
}
