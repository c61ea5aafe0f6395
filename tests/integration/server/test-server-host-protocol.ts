/** What startTestServer passes to the server host for one server. */
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
  /** Settings the server reads from its environment as it starts (e.g. TRANSPORT_DESK), for this server only. */
  env?: Record<string, string>;
  /** The server's TEST_CLOCK_FILE: milliseconds added to its real time, read on every call. */
  clockFile?: string;
  /** Remove dataDir if the test runner goes away without stopping this server. */
  removeDataDirIfOrphaned: boolean;
}

/** A request to the host's control port, in JSON. */
export type HostRequest =
  | { readonly kind: 'start'; readonly options: TestServerProcessOptions }
  | { readonly kind: 'stop'; readonly port: number }
  /** Leave once no server is left, so the next start gets a fresh process. */
  | { readonly kind: 'retire' };

export type HostAnswer = { readonly port: number } | { readonly stopped: true } | { readonly error: string };
