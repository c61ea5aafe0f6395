import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import { jsonCaller, startAccountsServer, type AccountsServer } from '../accounts/accounts-client';
import { startTestServer } from '../start-test-server';

const adminUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The server the order tests talk to: on PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server, on a
 * database of its own there (dropped on stop), so the same suite shows the placement's locking on real
 * concurrent connections. The PostgreSQL variant has no movable clock and no outbox reading.
 */
export async function startOrdersServer(): Promise<AccountsServer> {
  if (adminUrl === undefined || adminUrl === '') return startAccountsServer();
  const databaseName = `storefront_orders_${randomUUID().replaceAll('-', '')}`;
  await admin(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const server = await startTestServer({ databaseUrl: url.toString() });
  const call = jsonCaller(server.baseUrl);
  return {
    server,
    call,
    setClockOffset: () => Promise.reject(new Error('No movable clock on PostgreSQL')),
    latestCode: () => Promise.reject(new Error('No outbox reading on PostgreSQL')),
    async logIn(loginId, pin) {
      const answer = await call('POST', '/api/v1/users/authenticate', { body: { login_id: loginId, password: pin } });
      if (answer.status !== 200) throw new Error(`Login failed: ${JSON.stringify(answer.body)}`);
      return sessionResponseSchema.parse(answer.body).user.session_ktb_token;
    },
    async stop() {
      await server.stop();
      await admin(`drop database if exists ${databaseName} with (force)`);
    },
  };
}
