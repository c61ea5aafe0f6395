import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { companiesResponseSchema } from '@/contract/catalog/companies.contract';
import { seedStores } from '@/server/seed/seed-stores';
import { startTestServer } from './start-test-server';

// Runs only where a PostgreSQL server is at hand, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres.
// The test makes its own database there and drops it afterwards.
const adminUrl = process.env.TEST_DATABASE_URL;
const describeWithPostgres = adminUrl ? describe : describe.skip;

describeWithPostgres('the server on a PostgreSQL server (DATABASE_URL)', () => {
  const databaseName = `storefront_test_${randomUUID().replaceAll('-', '')}`;
  let databaseUrl: string;

  async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${databaseName}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });

  afterAll(() => admin((client) => client.query(`drop database if exists ${databaseName} with (force)`)));

  it('migrates, seeds once and answers the same as on PGlite, also when instances start together', async () => {
    const servers = await Promise.all([startTestServer({ databaseUrl }), startTestServer({ databaseUrl })]);
    try {
      const pages = await Promise.all(
        servers.map(async (server) => {
          const response = await fetch(`${server.baseUrl}/api/v1/companies?industry_id=22`);
          return companiesResponseSchema.parse(await response.json());
        }),
      );
      for (const page of pages) {
        // As sets: a PostgreSQL server may collate ä and ö differently from PGlite's byte order.
        expect(page.industries.companies.map((c) => c.query_id).sort()).toEqual(
          seedStores
            .filter((store) => store.industries.some((industry) => industry.id === 22))
            .map((store) => store.query_id)
            .sort(),
        );
      }
      const all = await fetch(`${servers[0]!.baseUrl}/api/v1/companies`);
      expect(companiesResponseSchema.parse(await all.json()).total_companies).toBe(seedStores.length);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 30_000);
});
