import { startAccountsServer, type AccountsServer } from '../accounts/accounts-client';

/**
 * The server the order tests talk to: on PGlite, or, in the jest project that runs these suites on PostgreSQL
 * too (TEST_DATABASE_URL), on a database of its own there (dropped on stop), so the same suite shows the
 * placement's locking on real concurrent connections. `rateLimits` turns the per-client limits on.
 */
export function startOrdersServer(
  options: { onPostgres?: boolean; rateLimits?: boolean; env?: Record<string, string> } = {},
): Promise<AccountsServer> {
  return startAccountsServer(options);
}
