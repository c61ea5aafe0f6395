import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { newSeededTestDataDir } from './pglite-template';
import { newSeededTestDatabase, serversOnPostgres } from './postgres-database';
import type { TestServerProcessOptions } from './test-server-host-protocol';
import { serverHost } from './test-server-host';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * Start on this data folder, which stop() then leaves in place; otherwise a copy of a freshly migrated and
   * seeded one is made (and removed on stop).
   */
  dataDir?: string;
  /** A built SPA folder to serve; none by default. */
  staticDir?: string;
  /** A host's configuration file served as /config.json instead of the build's (STOREFRONT_CONFIG). */
  storefrontConfigFile?: string;
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /**
   * Without dataDir or databaseUrl: true, a database of its own on TEST_DATABASE_URL's server (dropped on
   * stop); false, PGlite. By default, PostgreSQL in the jest project that runs suites on it (serversOnPostgres).
   */
  onPostgres?: boolean;
  /** Turn the per-client rate limits on; off by default, as every test talks from 127.0.0.1. */
  rateLimits?: boolean;
  /** Serve the build's source maps (SOURCE_MAPS=on); off by default, as in production. */
  sourceMaps?: boolean;
  /** The storefront's public address (PUBLIC_URL); the request's Host without it. */
  publicUrl?: string;
  /** The proxies believed about the client (TRUST_PROXY); none without it. */
  trustProxy?: number | string[];
  /** Settings the server reads from its environment as it starts (TRANSPORT_DESK, STORE_PICTURE_QUOTA_MB…). */
  env?: Record<string, string>;
  /** A file of milliseconds the server adds to its real time, read on every call (TEST_CLOCK_FILE). */
  clockFile?: string;
  /** The server's mode (NODE_ENV); development by default, as the server's own default. */
  nodeEnv?: 'development' | 'production';
}

/**
 * The reference server on a free port of 127.0.0.1, with its own database, in the jest worker's server host (a
 * process of its own: see test-server-host.ts). Works under any jest configuration, since jest never loads the
 * server's modules.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { onPostgres = serversOnPostgres(), ...serverOptions } = options;
  const ownDatabase =
    options.dataDir === undefined && options.databaseUrl === undefined && onPostgres
      ? await newSeededTestDatabase()
      : undefined;
  const ownsDataDir = options.dataDir === undefined;
  // On PostgreSQL the folder only holds what the server keeps beside its database; an empty one will do.
  const dataDir =
    options.dataDir ??
    (await (ownDatabase ? mkdtemp(path.join(os.tmpdir(), 'storefront-test-')) : newSeededTestDataDir()));
  const removeOwnDataDir = async () => {
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    await ownDatabase?.drop();
  };
  const processOptions: TestServerProcessOptions = {
    ...serverOptions,
    ...(ownDatabase ? { databaseUrl: ownDatabase.url } : {}),
    dataDir,
    // Its own, even on PostgreSQL, where the server's default is one temp folder for every server: the test servers'
    // stores share row ids, so one suite's pictures would count against another's quota.
    uploadsDir: path.join(dataDir, 'uploads'),
    removeDataDirIfOrphaned: ownsDataDir,
  };
  const host = await serverHost();
  try {
    const port = await host.start(processOptions);
    // Once, however often a test's hooks ask: a second stop could reach a host that has since retired and left.
    let stopped: Promise<void> | undefined;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      dataDir,
      stop: () =>
        (stopped ??= (async () => {
          await host.stop(port);
          await removeOwnDataDir();
        })()),
    };
  } catch (error) {
    await removeOwnDataDir();
    throw error;
  }
}
