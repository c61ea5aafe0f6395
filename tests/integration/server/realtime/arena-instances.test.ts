import { arenaHalftime } from '../../../../scripts/bench/arena-halftime';
import { newSeededTestDatabase, testPostgresUrl, type TestDatabase } from '../postgres-database';
import { startTestServer } from '../start-test-server';

// Issue 30: several server instances on one PostgreSQL. The bench's arena rush (scripts/bench/arena-halftime.ts) at
// a size that fits npm test: customers spread over three instances, each holding its event stream on another one.
// What is asserted is exactness, never speed: every order placed is in the database once with its stock taken, and
// every placed order's event reached its customer's stream on the other instance, once.
const describeWithPostgres = testPostgresUrl() === undefined ? describe.skip : describe;

describeWithPostgres('the arena rush on three server instances sharing one PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await newSeededTestDatabase('storefront_arena');
  });

  afterAll(() => database?.drop());

  it('places every order once, takes its stock once, and brings its event to a stream on another instance', async () => {
    const run = await arenaHalftime(
      'PostgreSQL, 3 instances',
      { databaseUrl: database.url },
      { customers: 6, seconds: 2, warmUpSeconds: 1, instances: 3 },
      async () => null,
      async ({ databaseUrl }) => {
        const server = await startTestServer({ databaseUrl: databaseUrl! });
        return { baseUrl: server.baseUrl, cpuMs: async () => null, stop: server.stop };
      },
    );

    expect(run.check.findings.filter((finding) => !finding.startsWith('ok:'))).toEqual([]);
    expect(run.check.findings).toContainEqual(
      expect.stringMatching(/^ok: orders whose event reached the customer's stream on another instance: [1-9]/),
    );
    expect(run.errorKinds).toEqual([]);
  });
});
