import path from 'node:path';
import { ConfigError, parseServerConfig } from '@/server/config/server-config';

const repoRoot = path.resolve(__dirname, '../../..');

describe('parseServerConfig', () => {
  it('fills every default from an empty environment', () => {
    expect(parseServerConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data', 'pglite'),
      staticDir: path.join(repoRoot, 'dist'),
      nodeEnv: 'development',
      transportRiderDelaySeconds: 20,
      storePictureQuotaMb: 100,
      rateLimits: true,
      sourceMaps: false,
      firstScreenWaitMs: 3000,
      pgliteSharedBuffersMb: 32,
    });
  });

  it('reads the Web Push keys as a pair, and refuses one without the other without echoing either', () => {
    expect(
      parseServerConfig({ VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private', VAPID_SUBJECT: 'mailto:a@b.fi' })
        .vapidKeys,
    ).toEqual({ publicKey: 'public', privateKey: 'private', subject: 'mailto:a@b.fi' });
    expect(() => parseServerConfig({ VAPID_PRIVATE_KEY: 'secret-private' })).toThrow(
      new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither'),
    );
    expect(() => parseServerConfig({ VAPID_SUBJECT: 'ops@shop.fi' })).toThrow(/VAPID_SUBJECT: must be a mailto:/);
  });

  it('reads the given values and treats an empty one as unset', () => {
    const config = parseServerConfig({
      PORT: '0',
      HOST: '',
      DATA_DIR: '/srv/storefront/db',
      DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
      STATIC_DIR: '/srv/storefront/dist',
      NODE_ENV: 'production',
      TRANSPORT_RIDER_DELAY_SECONDS: '0',
      STORE_PICTURE_QUOTA_MB: '5',
      RATE_LIMITS: 'off',
      FIRST_SCREEN_WAIT_MS: '0',
      PGLITE_SHARED_BUFFERS_MB: '16',
      PUBLIC_URL: 'https://shop.example.fi',
      SOURCE_MAPS: 'on',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
    });

    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/srv/storefront/db',
      databaseUrl: 'postgres://shop:secret@db:5432/shop',
      staticDir: '/srv/storefront/dist',
      nodeEnv: 'production',
      transportRiderDelaySeconds: 0,
      storePictureQuotaMb: 5,
      rateLimits: false,
      firstScreenWaitMs: 0,
      pgliteSharedBuffersMb: 16,
      publicUrl: 'https://shop.example.fi',
      sourceMaps: true,
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
    });
    expect(parseServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseServerConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT: must be an integer between 0 and 65535'],
    [{ PORT: '65536' }, 'Invalid configuration: PORT: must be an integer between 0 and 65535'],
    [{ PORT: '80.5' }, 'Invalid configuration: PORT: must be an integer between 0 and 65535'],
    [{ NODE_ENV: 'staging' }, 'Invalid configuration: NODE_ENV: must be one of development, production, test'],
    [{ RATE_LIMITS: 'no' }, 'Invalid configuration: RATE_LIMITS: must be on or off'],
    ...['0', '100001'].map((value): [NodeJS.ProcessEnv, string] => [
      { STORE_PICTURE_QUOTA_MB: value },
      'Invalid configuration: STORE_PICTURE_QUOTA_MB: must be a whole number of megabytes from 1 to 100000',
    ]),
    [{ SOURCE_MAPS: 'yes' }, 'Invalid configuration: SOURCE_MAPS: must be on or off'],
    ...['0', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.fi'].map((value): [NodeJS.ProcessEnv, string] => [
      { TRUST_PROXY: value },
      'Invalid configuration: TRUST_PROXY: must be a number of proxy hops (1 to 99) or a comma-separated list of ' +
        'proxy addresses or networks',
    ]),
    [
      { FIRST_SCREEN_WAIT_MS: '60001' },
      'Invalid configuration: FIRST_SCREEN_WAIT_MS: must be a whole number of milliseconds from 0 to 60000',
    ],
    ...['0', '4097', '16MB'].map((value): [NodeJS.ProcessEnv, string] => [
      { PGLITE_SHARED_BUFFERS_MB: value },
      'Invalid configuration: PGLITE_SHARED_BUFFERS_MB: must be a whole number of megabytes from 1 to 4096',
    ]),
    [
      { TRANSPORT_RIDER_DELAY_SECONDS: '2.5' },
      'Invalid configuration: TRANSPORT_RIDER_DELAY_SECONDS: must be a whole number of seconds from 0 to 3600',
    ],
    [
      { TRANSPORT_RIDER_DELAY_SECONDS: '3601' },
      'Invalid configuration: TRANSPORT_RIDER_DELAY_SECONDS: must be a whole number of seconds from 0 to 3600',
    ],
    [
      { PUBLIC_URL: 'shop.example.fi' },
      'Invalid configuration: PUBLIC_URL: must be an absolute http:// or https:// URL',
    ],
    [
      { PUBLIC_URL: 'ftp://shop.example.fi' },
      'Invalid configuration: PUBLIC_URL: must be an absolute http:// or https:// URL',
    ],
    [
      { DATABASE_URL: 'mysql://shop:secret@db/shop' },
      'Invalid configuration: DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
    ],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => parseServerConfig(env)).toThrow(new ConfigError(message));
  });

  it('never repeats a rejected value, which may hold a password', () => {
    expect(() => parseServerConfig({ DATABASE_URL: 'mysql://shop:hunter2@db/shop' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('names every bad variable in one message', () => {
    expect(() => parseServerConfig({ PORT: '-1', NODE_ENV: 'staging' })).toThrow(
      /^Invalid configuration: PORT: .+; NODE_ENV: .+$/,
    );
  });
});
