import { companiesResponseSchema } from '@/contract/catalogue/companies.contract';
import { seedStores } from '@/server/seed/seed-stores';
import { newTestDatabase, testPostgresUrl, type TestDatabase } from './postgres-database';
import { startTestServer } from './start-test-server';

// Runs only where a PostgreSQL server is at hand: TEST_DATABASE_URL, which npm test sets to a throwaway cluster
// when Debian's postgresql binaries are installed. The test makes its own database there and drops it afterwards.
const describeWithPostgres = testPostgresUrl() === undefined ? describe.skip : describe;

describeWithPostgres('the server on a PostgreSQL server (DATABASE_URL)', () => {
  let database: TestDatabase;
  let databaseUrl: string;

  beforeAll(async () => {
    database = await newTestDatabase();
    databaseUrl = database.url;
  });

  afterAll(() => database?.drop());

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
  });
});
