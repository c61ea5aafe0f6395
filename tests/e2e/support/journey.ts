import { test as base } from '@playwright/test';

export * from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 4173);

/**
 * Playwright's `test`, with each worker's journeys on the worker's own reference server: the config starts one per
 * worker, on ports from E2E_PORT up, so two journeys running at once never share a store's data.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${firstPort + testInfo.parallelIndex}`);
  },
});
