import path from 'node:path';
import type { Config } from 'jest';

const rootDir = path.join(__dirname, '..');

/**
 * swc turns TypeScript and ES modules into CommonJS, file by file, without type checking (the type check is a
 * stage of its own), as webpack's swc-loader does for the app. ts-jest did the same through TypeScript's compiler
 * at a higher CPU cost (BENCHMARKS.md, "npm test's time").
 */
const swc = (syntax: 'typescript' | 'ecmascript', tsx: boolean) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx } : { syntax, jsx: false },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const transform: Config['transform'] = {
  '^.+\\.ts$': swc('typescript', false),
  '^.+\\.tsx$': swc('typescript', true),
  // ES-module-only packages below, turned into CommonJS for jest.
  '^.+\\.m?js$': swc('ecmascript', false),
};
/** Each test file first releases what jest-circus kept of the files before it in the worker (the file says why). */
const releaseStorage = '<rootDir>/tests/support/jest/release-finished-files-storage.ts';
/** The server's code hashed once for the run, not in every test file that starts a server (the file says why). */
const hashServerCodeOnce = '<rootDir>/tests/support/jest/server-code-hash-once.ts';
const shared = {
  rootDir,
  transform,
  // jest 30's default ('soft') turns the properties of what a test file left on its global into accessors that warn
  // after the file; their setter sets the property through itself, so a later write overflows the stack (a dexie
  // suite failed to run after the storages of earlier files were released). 'off' is jest 29's behaviour: each file
  // has a global of its own anyway.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  // inversify 8 ships ES modules only; swc turns them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs|dexie)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // What webpack takes: dexie's ES module, whose named exports (liveQuery) are the CommonJS build's hidden statics.
    '^dexie$': '<rootDir>/node_modules/dexie/import-wrapper.mjs',
  },
} satisfies Config;

/**
 * With TEST_DATABASE_URL (an admin URL; `npm test` sets it to a throwaway cluster when Debian's PostgreSQL binaries
 * are installed), the integration project also runs the PostgreSQL-only suites (node-postgres, two instances on
 * one event stream, lockouts and races on PostgreSQL), and the suites below run a second time with their servers on
 * a database of their own there. They are the ones whose SQL could behave otherwise on a real server: locking under
 * concurrency (placing, paying, status changes, stock), sums and days in a time zone (pricing, reports, refunds,
 * paid and unpaid), counters (lockouts, vouchers, limits), order and search (lists, collation). Suites of plain
 * reads, writes and refusals run on PGlite only: the same statements, and PostgreSQL gives them nothing new. Every
 * suite the list once took by folder ran 58 suites a second time, near a quarter of the jest stage's suite time.
 */
const alsoOnPostgres = [
  'orders/{place-order,place-order-race,place-order-crossing,create-invoice,validate-voucher,orders-list}.test.ts',
  'merchant/{order-status,merchant-orders,past-orders,office-reports,cash-received,refunds,kitchen-pace}.test.ts',
  'merchant/{store-limits,staff-password-lockout}.test.ts',
  'pricing/*.test.ts',
  'payments/pay-race.test.ts',
  'accounts/{pin-lockout,sign-up,vouchers}.test.ts',
  'transport/ride-lifecycle.test.ts',
  'catalogue.test.ts',
  'catalogue-extra/app-search.test.ts',
].map((pattern) => `<rootDir>/tests/integration/server/${pattern}`);
const onPostgres = process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';

const config: Config = {
  rootDir,
  // Jest's default on 2 cores is one worker; the integration suites mostly wait on a server process of their own,
  // so three workers keep both cores busy (BENCHMARKS.md, "Figures behind choices in the code").
  maxWorkers: 3,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      setupFilesAfterEnv: [releaseStorage],
    },
    {
      ...shared,
      displayName: 'component',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/component/**/*.test.tsx'],
      setupFilesAfterEnv: [releaseStorage, '<rootDir>/tests/component/support/setup.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: hashServerCodeOnce,
      setupFilesAfterEnv: [releaseStorage, '<rootDir>/tests/integration/support/setup.ts'],
    },
    ...(onPostgres
      ? [
          {
            ...shared,
            displayName: 'integration on PostgreSQL',
            testEnvironment: 'node',
            testMatch: alsoOnPostgres,
            globalSetup: hashServerCodeOnce,
            setupFilesAfterEnv: [
              releaseStorage,
              '<rootDir>/tests/integration/support/setup.ts',
              '<rootDir>/tests/integration/support/setup-postgres.ts',
            ],
          },
        ]
      : []),
  ],
};

export default config;
