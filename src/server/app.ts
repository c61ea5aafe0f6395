// Every refusal names its field in words, not "Invalid input" (see the module).
import '@/contract/common/english-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultUploadsDir } from './config/uploads-dir';
import type { DatabaseSettings } from './db/database';
import { openDatabase } from './db/open-database';
import { registerControlCharacterGuard } from './http/control-characters';
import { registerPublicUrl } from './http/public-url';
import { registerErrorHandler } from './http/error-handler';
import {
  registerNotFoundHandler,
  registerMedia,
  registerSpa,
  registerProductPictures,
  registerStoreBanners,
  registerStoreLogos,
} from './static/index';
import { collectRouteContracts } from './http/route-contract';
import { allModules } from './modules/all-modules';
import type { ModuleContext } from './modules/server-module';
import {
  registerCompression,
  policySourcesOf,
  registerRateLimits,
  registerCorsOrigin,
  registerLingeringConnectionsClose,
  registerResponseCache,
  registerSecurityHeaders,
  serverOptions,
} from './platform/index';
import type { TrustProxy } from './config/trust-proxy';
import type { ConfiguredVapidKeys } from './config/vapid-keys';
import { servedConfigFile } from './config/storefront-config-file';

export interface CreateServerOptions extends DatabaseSettings {
  /** Folder of the built SPA; without it (or without its index.html) only the API and media are served. */
  staticDir?: string;
  /** A host's configuration file (absolute, checked) served as /config.json instead of the build's. */
  storefrontConfigFile?: string;
  /** One log line per request on stdout, with no session token in it. */
  logger?: boolean;
  nodeEnv?: ModuleContext['nodeEnv'];
  /** Where the application forms' files are written; defaultUploadsDir's choice without it. */
  uploadsDir?: string;
  /** The per-client rate limits of the sign-in, code, mail and form routes; on unless false. */
  rateLimits?: boolean;
  /** Serve the build's source maps; off unless true. */
  sourceMaps?: boolean;
  /** The storefront's public address; the request's Host (checked) without it. */
  publicUrl?: string;
  /** The proxies believed about the client's address and protocol; none without it. */
  trustProxy?: TrustProxy;
  /** The host's Web Push keys and subject (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
  vapidKeys?: ConfiguredVapidKeys;
  /** How long a page waits for its first screen to be drawn (src/server/static/first-screen-renderer.ts). */
  firstScreenWaitMs?: number;
}

export interface StorefrontServer {
  app: FastifyInstance;
  /** Stops answering and closes the database. */
  close(): Promise<void>;
}

/** Opens and prepares the database, then builds the HTTP server; the caller decides where it listens. */
export async function createServer(options: CreateServerOptions): Promise<StorefrontServer> {
  const database = await openDatabase(options, async (db) => {
    for (const module of allModules) await module.seed?.(db);
  });
  const app = Fastify(serverOptions({ logger: options.logger ?? false, trustProxy: options.trustProxy }));
  // Before any module registers a route, so every route's declared contract reaches the OpenAPI document.
  collectRouteContracts(app);
  app.addHook('onClose', () => database.close());
  try {
    const configFile =
      options.staticDir === undefined ? undefined : servedConfigFile(options.staticDir, options.storefrontConfigFile);
    await registerSecurityHeaders(app, policySourcesOf(configFile));
    if (options.rateLimits !== false) await registerRateLimits(app);
    await registerCompression(app);
    registerResponseCache(app);
    registerErrorHandler(app);
    registerLingeringConnectionsClose(app);
    registerControlCharacterGuard(app);
    registerPublicUrl(app, options.publicUrl);
    registerCorsOrigin(app);
    const pricedConfigFile = configFile ?? options.storefrontConfigFile;
    const context: ModuleContext = {
      db: database.db,
      nodeEnv: options.nodeEnv ?? 'development',
      uploadsDir: options.uploadsDir ?? defaultUploadsDir(options),
      dataDir: options.dataDir,
      ...(options.vapidKeys === undefined ? {} : { vapidKeys: options.vapidKeys }),
      ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
      // The host's file even without a build, so an API-only server prices the host's car types.
      ...(pricedConfigFile === undefined ? {} : { servedConfigFile: pricedConfigFile }),
    };
    for (const module of allModules) await module.register(app, context);
    registerStoreLogos(app);
    registerStoreBanners(app);
    registerProductPictures(app);
    registerMedia(app);
    registerNotFoundHandler(
      app,
      await registerSpa(app, options.staticDir, {
        firstScreenWaitMs: options.firstScreenWaitMs,
        storefrontConfigFile: options.storefrontConfigFile,
        sourceMaps: options.sourceMaps,
      }),
    );
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, close: () => app.close() };
}
