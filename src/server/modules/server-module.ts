import type { FastifyInstance } from 'fastify';
import type { ServerDatabase } from '../db/database';
import type { ConfiguredVapidKeys } from '../config/vapid-keys';

export interface ModuleContext {
  readonly db: ServerDatabase;
  /** `production` hides the sandbox outbox unless asked for. */
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** The folder the application forms' files are written to. */
  readonly uploadsDir: string;
  /** The server's own folder beside its database (the push keys live there), even on PostgreSQL. */
  readonly dataDir: string;
  /** The host's Web Push keys (VAPID_*); made once in dataDir when absent. */
  readonly vapidKeys?: ConfiguredVapidKeys;
  /** The built storefront's folder (STATIC_DIR), if any: its meta.json names the deployed version. */
  readonly staticDir?: string;
  /** The configuration file served as /config.json (a host's STOREFRONT_CONFIG or the build's), if any. */
  readonly servedConfigFile?: string;
}

/**
 * One area of the reference server (catalogue, accounts, orders, …): its seed and its routes.
 * The server runs every module's seed after the migrations, then registers every module's routes.
 */
export interface ServerModule {
  readonly name: string;
  /** Gives an empty database this module's demo data; leaves a database that has it alone. */
  seed?(db: ServerDatabase): Promise<void>;
  register(app: FastifyInstance, context: ModuleContext): Promise<void> | void;
}
