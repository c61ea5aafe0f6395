import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from '@/server/app';

/** What startTestServer passes as the one argument, in JSON. */
export interface TestServerProcessOptions {
  dataDir: string;
  /** Where uploads are written: the data folder's own. */
  uploadsDir: string;
  staticDir?: string;
  storefrontConfigFile?: string;
  databaseUrl?: string;
  /** The per-client rate limits; off unless asked for, since the suites send many requests from 127.0.0.1. */
  rateLimits?: boolean;
  /** Serve the build's source maps (SOURCE_MAPS=on). */
  sourceMaps?: boolean;
  /** The storefront's public address (PUBLIC_URL). */
  publicUrl?: string;
  /** The proxies believed about the client (TRUST_PROXY). */
  trustProxy?: number | string[];
  /** Remove dataDir if the test runner goes away without stopping this server. */
  removeDataDirIfOrphaned: boolean;
}

// Runs the reference server in its own process for startTestServer: PGlite and @fastify/static load
// dynamic and ES modules that jest's module sandbox cannot, and a real process is what production runs.
async function run(): Promise<void> {
  const { removeDataDirIfOrphaned, ...options } = JSON.parse(process.argv[2] ?? '') as TestServerProcessOptions;
  // An hour's window: a test of a limit sends its requests in one window however busy the machine is.
  process.env.TEST_RATE_LIMIT_WINDOW_MS ??= String(60 * 60 * 1000);
  const server = await createServer({ ...options, rateLimits: options.rateLimits ?? false, logger: false });
  const stop = (afterClose: () => Promise<void>) => {
    void server
      .close()
      .then(afterClose)
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop(async () => {}));
  // The IPC channel closes when the test runner goes away, so a crashed run leaves no server or folder behind.
  process.once('disconnect', () =>
    stop(() => (removeDataDirIfOrphaned ? rm(options.dataDir, { recursive: true, force: true }) : Promise.resolve())),
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (server.app.server.address() as AddressInfo).port });
}

run().catch((error: unknown) => {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
