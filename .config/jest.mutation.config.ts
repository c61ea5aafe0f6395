import type { Config } from 'jest';
import base from './jest.config';

/**
 * The unit project of jest.config.ts narrowed to the tests of src/domain and src/application: the only tests
 * StrykerJS runs against their mutants (`npm run test:mutation`, .config/stryker.config.mjs).
 */
const unit = base.projects?.find(
  (project): project is Config => typeof project !== 'string' && project.displayName === 'unit',
);
if (unit === undefined) throw new Error('jest.config.ts has no "unit" project');

const config: Config = {
  ...unit,
  // Jest maps only these folders on each of Stryker's runs (the rest of src is still required by path when a test
  // reaches it): a mutant's related tests are found in a far smaller map.
  roots: ['domain', 'application'].flatMap((layer) => [`<rootDir>/src/${layer}`, `<rootDir>/tests/unit/${layer}`]),
  testMatch: ['<rootDir>/tests/unit/domain/**/*.test.ts', '<rootDir>/tests/unit/application/**/*.test.ts'],
};

export default config;
