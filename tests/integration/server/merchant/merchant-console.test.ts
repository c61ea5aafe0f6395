import { errorBodySchema } from '@/contract/common/error.contract';
import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { staffAccountsResponseSchema } from '@/contract/merchant/staff-accounts.contract';
import { staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession } from '../orders/orders-client';
import { openStream } from '../realtime/sse-client';
import {
  helmiOwner,
  helmiSoup,
  helmiStaff,
  kallioOwner,
  kallioSoup,
  kallioStaff,
  placedOrder,
  setStatus,
  signIn,
  staffToken,
} from './merchant-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const storeStream = (token: string) =>
  openStream(api.server.baseUrl, '/merchant/v1/orders/events', undefined, { authorization: `Bearer ${token}` });

describe('the console\u2019s roles', () => {
  it('tells each seeded account its store and role', async () => {
    const cases = [
      [helmiOwner, 'owner', 'sataman-helmi'],
      [helmiStaff, 'staff', 'sataman-helmi'],
      [kallioOwner, 'owner', 'kallion-keittio'],
      [kallioStaff, 'staff', 'kallion-keittio'],
    ] as const;
    for (const [credentials, role, store] of cases) {
      const body = staffSignInResponseSchema.parse((await signIn(api, credentials)).body);
      expect({ role: body.staff.role, store: body.merchant.query_id }).toEqual({ role, store });
    }
  });

  it('gives the owner the store\u2019s staff accounts, owners first, and no other store\u2019s', async () => {
    const answer = await api.call('GET', '/merchant/v1/staff', { bearer: await staffToken(api, helmiOwner) });
    expect(answer.status).toBe(200);
    expect(staffAccountsResponseSchema.parse(answer.body).staff).toEqual([
      { query_id: 'owner-sataman-helmi', username: 'helmi-owner', full_name: 'Helmi Owner', role: 'owner' },
      { query_id: 'staff-sataman-helmi', username: 'helmi-staff', full_name: 'Helmi Kitchen', role: 'staff' },
    ]);
  });

  it('refuses a staff member the owner\u2019s endpoints with 403', async () => {
    const answer = await api.call('GET', '/merchant/v1/staff', { bearer: await staffToken(api, helmiStaff) });
    expect(answer.status).toBe(403);
    expect(errorBodySchema.parse(answer.body).error.message).toBe('Only the store\u2019s owner may do this');
  });
});

describe('the staff session is apart from the customer\u2019s', () => {
  it('refuses a customer\u2019s token on the merchant service', async () => {
    const customer = await guestSession(api, 'console-customer-token');
    for (const call of [{ bearer: customer.token }, { token: customer.token }]) {
      expect((await api.call('GET', '/merchant/v1/orders', call)).status).toBe(401);
    }
  });

  it('refuses a staff token on the customer\u2019s service', async () => {
    const token = await staffToken(api, helmiStaff);
    expect((await api.call('GET', '/api/v1/users/orders', { token })).status).toBe(401);
  });

  it('ends the session at sign-out: the token opens nothing more', async () => {
    const token = await staffToken(api, helmiStaff);
    expect((await api.call('GET', '/merchant/v1/orders', { bearer: token })).status).toBe(200);
    const out = await api.call('POST', '/merchant/v1/staff/sign_out', { bearer: token });
    expect(out).toMatchObject({ status: 200, body: { signed_out: true } });
    expect((await api.call('GET', '/merchant/v1/orders', { bearer: token })).status).toBe(401);
    expect((await api.call('POST', '/merchant/v1/staff/sign_out', { bearer: token })).status).toBe(401);
  });
});

describe('GET /merchant/v1/orders/{id}', () => {
  it('answers the store\u2019s own order and 404 for another store\u2019s', async () => {
    const { invoiceQueryId } = await placedOrder(api, 'console-one-order', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const own = await api.call('GET', `/merchant/v1/orders/${invoiceQueryId}`, {
      bearer: await staffToken(api, helmiStaff),
    });
    expect(own.status).toBe(200);
    expect(merchantOrderResponseSchema.parse(own.body).order).toMatchObject({
      query_id: invoiceQueryId,
      status: 'order_pending',
      next_statuses: ['order_confirmed', 'order_cancelled'],
    });
    const other = await api.call('GET', `/merchant/v1/orders/${invoiceQueryId}`, {
      bearer: await staffToken(api, kallioStaff),
    });
    expect(other.status).toBe(404);
    expect((await api.call('GET', `/merchant/v1/orders/${invoiceQueryId}`)).status).toBe(401);
  });
});

describe('GET /merchant/v1/orders/events', () => {
  it('refuses a stream without a staff token', async () => {
    const customer = await guestSession(api, 'console-stream-customer');
    const refused: Record<string, string>[] = [{}, { authorization: `Bearer ${customer.token}` }];
    for (const headers of refused) {
      const stream = await openStream(api.server.baseUrl, '/merchant/v1/orders/events', undefined, headers);
      expect(stream.status).toBe(401);
      stream.close();
    }
  });

  it('sends the store every new order and status change of its own orders, and none of another store\u2019s', async () => {
    const helmiToken = await staffToken(api, helmiStaff);
    const [helmi, kallio] = await Promise.all([
      storeStream(helmiToken),
      storeStream(await staffToken(api, kallioStaff)),
    ]);
    try {
      expect(helmi.status).toBe(200);
      expect(helmi.headers['x-content-type-options']).toBe('nosniff');
      const atHelmi = await placedOrder(api, 'console-stream-helmi', 'sataman-helmi', [
        { product: helmiSoup, quantity: 2 },
      ]);
      expect((await helmi.nextEvent()).data).toEqual({
        type: 'SSE_ORDER_STATUS_CHANGED',
        status: 'order_pending',
        invoiceQueryId: atHelmi.invoiceQueryId,
        merchantQueryId: 'sataman-helmi',
      });
      expect((await setStatus(api, helmiToken, atHelmi.invoiceQueryId, 'order_confirmed')).status).toBe(200);
      expect((await helmi.nextEvent()).data).toMatchObject({
        status: 'order_confirmed',
        invoiceQueryId: atHelmi.invoiceQueryId,
      });

      // Kallio's stream was open throughout: its first event is its own order, not one of Helmi's.
      const atKallio = await placedOrder(api, 'console-stream-kallio', 'kallion-keittio', [
        { product: kallioSoup, quantity: 2 },
      ]);
      expect((await kallio.nextEvent()).data).toMatchObject({
        invoiceQueryId: atKallio.invoiceQueryId,
        merchantQueryId: 'kallion-keittio',
      });
    } finally {
      helmi.close();
      kallio.close();
    }
  });

  it('replays what a reconnecting console missed, after the Last-Event-ID it sends', async () => {
    const token = await staffToken(api, helmiStaff);
    const first = await storeStream(token);
    const before = await placedOrder(api, 'console-replay-1', 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }]);
    const seen = await first.nextEvent();
    expect(seen.data).toMatchObject({ invoiceQueryId: before.invoiceQueryId });
    first.close();
    const missed = await placedOrder(api, 'console-replay-2', 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }]);
    const again = await openStream(api.server.baseUrl, '/merchant/v1/orders/events', seen.id, {
      authorization: `Bearer ${token}`,
    });
    try {
      expect((await again.nextEvent()).data).toMatchObject({ invoiceQueryId: missed.invoiceQueryId });
    } finally {
      again.close();
    }
  });
});
