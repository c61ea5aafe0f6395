import type { AddressInfo } from 'node:net';
import { createServer } from '@/server/app';

// The server under test in its own process, so the load generator does not share its event loop:
// configured as `npm start` runs it (request log on, production mode), on the data folder it is given or on
// the PostgreSQL that DATABASE_URL names.
async function run(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('Usage: bench-server.process.ts <data folder>');
  // The load comes from one address: the per-client limits would measure themselves.
  const databaseUrl = process.env.DATABASE_URL;
  const server = await createServer({
    rateLimits: false,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    logger: true,
    nodeEnv: 'production',
  });
  process.once('SIGTERM', () => void server.close().finally(() => process.exit(0)));
  process.once('disconnect', () => void server.close().finally(() => process.exit(0)));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (server.app.server.address() as AddressInfo).port });
}

run().catch((error: unknown) => {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
