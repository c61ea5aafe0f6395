import { Client } from 'pg';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { productResponseSchema } from '@/contract/catalogue/products.contract';
import { jsonCaller, type AccountsServer } from '../accounts/accounts-client';
import { newTestDatabase, testPostgresUrl, type TestDatabase } from '../postgres-database';
import { startTestServer, type TestServer } from '../start-test-server';
import { invoiceRequest } from './orders-client';

// Real concurrent connections: runs where TEST_DATABASE_URL names a PostgreSQL server.
const describeWithPostgres = testPostgresUrl() === undefined ? describe.skip : describe;

const pepperoni = 'areena-keittio--pizzapala-pepperoni';

describeWithPostgres('placements that began before the stock changed, on PostgreSQL', () => {
  let database: TestDatabase;
  let server: TestServer;
  let call: AccountsServer['call'];

  beforeAll(async () => {
    database = await newTestDatabase();
    server = await startTestServer({ databaseUrl: database.url });
    call = jsonCaller(server.baseUrl);
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  async function placementsWaitingOnLocks(client: Client): Promise<number> {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and query ilike '%claimable%'`,
    );
    return rows[0]?.n ?? 0;
  }

  it('decide on the units left when they get the row, not on what their statement first saw', async () => {
    const invoices: { token: string; queryId: string }[] = [];
    for (let index = 0; index < 6; index += 1) {
      const guest = await call('POST', '/api/v2/users/authenticate_anonymously', {
        body: { device_uuid: `stale-stock-${index}` },
      });
      const token = sessionResponseSchema.parse(guest.body).user.session_ktb_token;
      const created = await call('POST', '/api/v1/invoices', {
        token,
        body: invoiceRequest('areena-keittio', [{ product: pepperoni, quantity: 1 }]),
      });
      invoices.push({ token, queryId: invoiceResponseSchema.parse(created.body).invoice.query_id });
    }
    // The seed's 4 slices: enough for 4 of the 6, as every placement's statement will first see it.
    const merchant = new Client({ connectionString: database.url });
    const watcher = new Client({ connectionString: database.url });
    await Promise.all([merchant.connect(), watcher.connect()]);
    try {
      await merchant.query('begin');
      await merchant.query('select id from products where query_id = $1 for update', [pepperoni]);
      const placing = invoices.map(({ token, queryId }) =>
        call('PUT', `/api/v1/invoices/${queryId}/place_order`, { token, body: {} }),
      );
      // Every placement has begun and waits for the slice's row; then 2 slices are sold at the counter.
      while ((await placementsWaitingOnLocks(watcher)) < invoices.length) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      await merchant.query('update products set available_quantity = available_quantity - 2 where query_id = $1', [
        pepperoni,
      ]);
      await merchant.query('commit');

      const statuses = (await Promise.all(placing)).map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.filter((status) => status === 400)).toHaveLength(4);
      const product = await call('GET', `/api/v1/products/${pepperoni}`);
      expect(productResponseSchema.parse(product.body).product.product_available_quantity).toBe(0);
    } finally {
      await merchant.query('rollback').catch(() => {});
      await Promise.all([merchant.end(), watcher.end()]);
    }
  });
});
