import type { AddressInfo } from 'node:net';
import { createServer } from '@/server/app';
import type { TestServerOptions } from '../start-test-server';

// Runs the reference server in its own process for startTestServer: PGlite and @fastify/static load
// dynamic and ES modules that jest's module sandbox cannot, and a real process is what production runs.
async function run(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as Required<Pick<TestServerOptions, 'dataDir'>> &
    TestServerOptions;
  const server = await createServer({ ...options, logger: false });
  const stop = () => {
    void server.close().finally(() => process.exit(0));
  };
  // The IPC channel closes when the test runner goes away, so a crashed run leaves no server behind.
  process.once('disconnect', stop);
  process.once('SIGTERM', stop);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (server.app.server.address() as AddressInfo).port });
}

run().catch((error: unknown) => {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
