import path from 'node:path';
import type { Config } from 'jest';

const rootDir = path.join(__dirname, '..');

const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  // ES-module-only packages below, turned into CommonJS for jest.
  '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true } }],
};
const shared = {
  rootDir,
  transform,
  // inversify 8 ships ES modules only; ts-jest turns them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs)/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
} satisfies Config;

const config: Config = {
  rootDir,
  // Jest's default on 2 cores is one worker; the integration suites mostly wait on a server process of their own,
  // so three workers keep both cores busy (the whole run took 503 s with one worker, 324 s with three).
  maxWorkers: 3,
  projects: [
    { ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'component',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/component/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/component/support/setup.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/integration/support/setup.ts'],
    },
  ],
};

export default config;
