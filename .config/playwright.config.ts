import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.join(__dirname, '..');
/**
 * Journeys run two at a time, each worker on a reference server of its own (tests/e2e/support/journey.ts picks it by
 * the worker's parallel index): with one worker the two cores waited on each other in turn (the runner, the
 * browser, the renderer, the server); BENCHMARKS.md, "npm test's time", has the figures. Within a worker the journeys still run one after another, so no
 * journey shares its server's data with one running at the same moment.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 4173);
// Debian's headless shell when installed (scripts/test/ensure-chromium.sh installs it): the journeys are bound by
// the two cores, and it spends a quarter less of them than the full browser does.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export default defineConfig({
  testDir: path.join(root, 'tests/e2e'),
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(root, 'test-results'),
  timeout: 30_000,
  retries: 0,
  workers,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/playwright.json') }]],
  use: {
    baseURL: `http://localhost:${firstPort}`,
    // No trace by default: recording one (a DOM snapshot and a screenshot at every step) cost the journeys a sixth
    // of their time, for traces that only a run on this machine could open. `--trace retain-on-failure` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Each journey is a fresh browser context, so with the app's service worker every one of them would install it
    // and precache the shop's chunks (about 465 KB) again: the journeys took twice as long. The journeys about the
    // worker (offline shop, deploy, push) allow it with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // One server for each worker, on ports from E2E_PORT up, each on a copy of the seeded database of its own
  // (tests/e2e/support/journey-server.ts).
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node -r ./scripts/register.js tests/e2e/support/journey-server.ts',
    cwd: root,
    url: `http://localhost:${firstPort + index}/api/v1/companies`,
    reuseExistingServer: false,
    timeout: 60_000,
    // RATE_LIMITS=off: the journeys sign in and sign up from 127.0.0.1 far faster than any person.
    // FIRST_SCREEN_WAIT_MS: a busy machine must not turn a page drawn by the server into a bare one (3 s by default).
    env: {
      PORT: String(firstPort + index),
      STATIC_DIR: path.join(root, 'dist'),
      RATE_LIMITS: 'off',
      FIRST_SCREEN_WAIT_MS: '60000',
    },
    // A stop the server hears, so it closes its database and the copy is removed (Playwright's default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
