import { staffAccountResponseSchema, staffAccountsResponseSchema } from '@/contract/merchant/staff-accounts.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { testPostgresUrl } from '../postgres-database';
import { helmiOwner, staffToken } from './merchant-client';

// Two owners on real concurrent connections: runs where TEST_DATABASE_URL names a PostgreSQL server.
const describeWithPostgres = testPostgresUrl() === undefined ? describe.skip : describe;

describeWithPostgres('the last owner on PostgreSQL', () => {
  let api: AccountsServer;

  beforeAll(async () => {
    api = await startOrdersServer({ onPostgres: true });
  });

  afterAll(() => api?.stop());

  it('two owners demoting each other at the same moment leave the store one owner', async () => {
    const first = await staffToken(api, helmiOwner);
    const added = await api.call('POST', '/merchant/v1/staff', {
      bearer: first,
      body: { username: 'helmi-co-owner', full_name: 'Co Owner', password: 'Co-owner-2026', role: 'owner' },
    });
    const second = await staffToken(api, { username: 'helmi-co-owner', password: 'Co-owner-2026' });
    const accounts = staffAccountsResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/staff', { bearer: first })).body,
    ).staff;
    const firstId = accounts.find((account) => account.username === helmiOwner.username)?.query_id;
    const secondId = staffAccountResponseSchema.parse(added.body).account.query_id;

    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all([
        api.call('PUT', `/merchant/v1/staff/${secondId}/role`, { bearer: first, body: { role: 'staff' } }),
        api.call('PUT', `/merchant/v1/staff/${firstId}/role`, { bearer: second, body: { role: 'staff' } }),
      ]);
      // One change goes through; the other is refused, as the last owner's (400) or, when it came after the
      // first had committed, as no longer an owner's (403). Never both: the store would have no owner.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 400 || status === 403)).toHaveLength(1);
      // The owner whose change went through is still one; the other is staff now.
      const keeper = answers[0]?.status === 200 ? first : second;
      const demoted = answers[0]?.status === 200 ? secondId : firstId;
      const listed = await api.call('GET', '/merchant/v1/staff', { bearer: keeper });
      const owners = staffAccountsResponseSchema.parse(listed.body).staff.filter((account) => account.role === 'owner');
      expect(owners).toHaveLength(1);
      // Back to two owners for the next round.
      expect(
        (await api.call('PUT', `/merchant/v1/staff/${demoted}/role`, { bearer: keeper, body: { role: 'owner' } }))
          .status,
      ).toBe(200);
    }
  });
});
