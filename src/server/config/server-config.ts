import path from 'node:path';
import { z } from 'zod';
import type { ConfiguredVapidKeys } from './vapid-keys';
import { defaultPgliteSharedBuffersMb } from '../db/database';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The repository root, so default folders do not depend on the directory the server is started from. */
const repoRoot = path.resolve(__dirname, '../../..');

// Hosts often export a variable as empty to "unset" it; treat that as absent so the default applies.
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const portSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? '8080' : value),
  z
    .string()
    .regex(/^\d+$/, 'must be an integer between 0 and 65535')
    .transform(Number)
    .refine((port) => port <= 65_535, 'must be an integer between 0 and 65535'),
);

const postgresUrl = optionalText.refine(
  (value) => value === undefined || /^postgres(ql)?:\/\/[^\s]+$/.test(value),
  // The value is never echoed: it usually carries a password.
  'must be a postgres:// or postgresql:// connection URL',
);

/**
 * A whole number from `min` (0 unless given) to `max` (`fallback` when unset or empty), refused with one message
 * naming its range.
 */
function wholeNumberSetting(range: {
  readonly fallback: number;
  readonly min?: number;
  readonly max: number;
  readonly unit: string;
}) {
  const min = range.min ?? 0;
  const message = `must be a whole number of ${range.unit} from ${min} to ${range.max}`;
  return z.preprocess(
    (value) => (value === '' || value === undefined ? String(range.fallback) : value),
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .refine((count) => count >= min && count <= range.max, message),
  );
}

const envSchema = z.object({
  PORT: portSchema,
  HOST: optionalText.transform((value) => value ?? '0.0.0.0'),
  DATA_DIR: optionalText,
  DATABASE_URL: postgresUrl,
  UPLOADS_DIR: optionalText,
  STATIC_DIR: optionalText,
  STOREFRONT_CONFIG: optionalText,
  PUBLIC_URL: optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    'must be an absolute http:// or https:// URL',
  ),
  TRANSPORT_DESK: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.refine(
    (value) => value === undefined || /^(mailto:|https:\/\/)\S+$/.test(value),
    'must be a mailto: or https:// address',
  ),
  TRUST_PROXY: optionalText.refine(
    (value) => value === undefined || parseTrustProxy(value) !== null,
    'must be a number of proxy hops (1 to 99) or a comma-separated list of proxy addresses or networks',
  ),
  TRANSPORT_RIDER_DELAY_SECONDS: wholeNumberSetting({ fallback: 20, max: 3_600, unit: 'seconds' }),
  STORE_PICTURE_QUOTA_MB: wholeNumberSetting({ fallback: 100, min: 1, max: 100_000, unit: 'megabytes' }),
  FIRST_SCREEN_WAIT_MS: wholeNumberSetting({ fallback: 3_000, max: 60_000, unit: 'milliseconds' }),
  PGLITE_SHARED_BUFFERS_MB: wholeNumberSetting({
    fallback: defaultPgliteSharedBuffersMb,
    min: 1,
    max: 4_096,
    unit: 'megabytes',
  }),
  SOURCE_MAPS: z.preprocess(
    (value) => (value === '' || value === undefined ? 'off' : value),
    z.enum(['on', 'off'], { error: 'must be on or off' }),
  ),
  RATE_LIMITS: z.preprocess(
    (value) => (value === '' || value === undefined ? 'on' : value),
    z.enum(['on', 'off'], { error: 'must be on or off' }),
  ),
  NODE_ENV: z.preprocess(
    (value) => (value === '' || value === undefined ? 'development' : value),
    z.enum(['development', 'production', 'test'], {
      error: 'must be one of development, production, test',
    }),
  ),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl?: string;
  /** Folder of the application forms' files; see defaultUploadsDir when unset. */
  uploadsDir?: string;
  /** Folder of the built SPA. */
  staticDir: string;
  /** A host's configuration file served as /config.json instead of the build's (STOREFRONT_CONFIG), as given. */
  storefrontConfigFile?: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** The storefront's public address (PUBLIC_URL): QR codes and return addresses use it instead of the Host header. */
  publicUrl?: string;
  /** How many megabytes of product pictures one store may keep. */
  storePictureQuotaMb: number;
  /** How long a booked ride searches before the sandbox assigns it a rider. */
  transportRiderDelaySeconds: number;
  /** Whether the build's source maps are served (SOURCE_MAPS=on); never by default. */
  sourceMaps: boolean;
  /**
   * The username of the transport account whose store is the host's merchant: riders' rides are booked through
   * it. Unset, the oldest transport account is.
   */
  transportDesk?: string;
  /** The per-client rate limits; RATE_LIMITS=off turns them off for load tests. */
  rateLimits: boolean;
  /** The proxies believed about the client's address and protocol (TRUST_PROXY); none when unset. */
  trustProxy?: TrustProxy;
  /** How long a page waits for its first screen to be drawn before it is sent bare; 0 never draws it. */
  firstScreenWaitMs: number;
  /** The embedded database's shared buffers, in megabytes (PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb: number;
  /** The host's Web Push keys (VAPID_*): both keys or neither; never logged. */
  vapidKeys?: ConfiguredVapidKeys;
}

/** A configuration problem a person has to fix before the server can start. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the server settings from environment variables.
 * @throws ConfigError naming every bad variable, e.g. `Invalid configuration: PORT: must be an integer between 0 and 65535`.
 */
export function parseServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  if ((settings.VAPID_PUBLIC_KEY === undefined) !== (settings.VAPID_PRIVATE_KEY === undefined)) {
    // Never echoed: one of them is a private key.
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: path.resolve(settings.DATA_DIR ?? path.join(repoRoot, 'data', 'pglite')),
    ...(settings.DATABASE_URL === undefined ? {} : { databaseUrl: settings.DATABASE_URL }),
    ...(settings.UPLOADS_DIR === undefined ? {} : { uploadsDir: path.resolve(settings.UPLOADS_DIR) }),
    staticDir: path.resolve(settings.STATIC_DIR ?? path.join(repoRoot, 'dist')),
    ...(settings.STOREFRONT_CONFIG === undefined ? {} : { storefrontConfigFile: settings.STOREFRONT_CONFIG }),
    nodeEnv: settings.NODE_ENV,
    ...(settings.PUBLIC_URL === undefined ? {} : { publicUrl: settings.PUBLIC_URL }),
    transportRiderDelaySeconds: settings.TRANSPORT_RIDER_DELAY_SECONDS,
    storePictureQuotaMb: settings.STORE_PICTURE_QUOTA_MB,
    ...(settings.TRANSPORT_DESK === undefined ? {} : { transportDesk: settings.TRANSPORT_DESK.toLowerCase() }),
    rateLimits: settings.RATE_LIMITS === 'on',
    ...(settings.TRUST_PROXY === undefined ? {} : { trustProxy: parseTrustProxy(settings.TRUST_PROXY)! }),
    sourceMaps: settings.SOURCE_MAPS === 'on',
    firstScreenWaitMs: settings.FIRST_SCREEN_WAIT_MS,
    pgliteSharedBuffersMb: settings.PGLITE_SHARED_BUFFERS_MB,
    ...(settings.VAPID_PUBLIC_KEY === undefined && settings.VAPID_SUBJECT === undefined
      ? {}
      : {
          vapidKeys: {
            ...(settings.VAPID_PUBLIC_KEY === undefined ? {} : { publicKey: settings.VAPID_PUBLIC_KEY }),
            ...(settings.VAPID_PRIVATE_KEY === undefined ? {} : { privateKey: settings.VAPID_PRIVATE_KEY }),
            ...(settings.VAPID_SUBJECT === undefined ? {} : { subject: settings.VAPID_SUBJECT }),
          },
        }),
  };
}
