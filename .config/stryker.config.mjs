// StrykerJS over the business rules (src/domain) and the use cases (src/application), killed by their unit tests
// only: `npm run test:mutation` (not part of `npm test`). Narrow a run with `-- --mutate 'src/domain/cart/**/*.ts'`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: '.config/jest.mutation.config.ts', enableFindRelatedTests: true },
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts', '!src/**/*.d.ts'],
  // The sandbox copies only what the unit tests read (the whole tree would be copied otherwise).
  ignorePatterns: ['/*', '!/src', '!/tests', '!/.config', '!/package.json', '!/tsconfig.json', '/tests/e2e'],
  coverageAnalysis: 'perTest',
  // A mutant of a module-level constant runs every test (Stryker cannot tell which test covers it); on the tip
  // folder those were 17 % of the mutants and 68 % of the time. They are left out of the score.
  ignoreStatic: true,
  // Two cores, shared with other work on this machine.
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: 'reports/mutation/.stryker-tmp',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  timeoutMS: 10000,
  cleanTempDir: 'always',
};
