import { errorBodySchema } from '@/contract/common/error.contract';
import { staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession } from '../orders/orders-client';
import { helmiStaff, kallioStaff, signIn, staffToken } from './merchant-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const hour = 60 * 60 * 1000;

describe('POST /merchant/v1/staff/sign_in', () => {
  it('answers a bearer token, the staff member and the store they work for', async () => {
    const before = Date.now();
    const answer = await signIn(api, helmiStaff);
    expect(answer.status).toBe(200);
    const body = staffSignInResponseSchema.parse(answer.body);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.staff).toEqual({
      query_id: 'staff-sataman-helmi',
      username: 'helmi-staff',
      full_name: 'Helmi Kitchen',
      role: 'staff',
    });
    expect(body.merchant).toMatchObject({ query_id: 'sataman-helmi', name: 'Sataman Helmi' });
    const lifetime = Date.parse(body.expires_at) - before;
    expect(lifetime).toBeGreaterThan(16 * hour - 60_000);
    expect(lifetime).toBeLessThanOrEqual(16 * hour + 60_000);
  });

  it('signs the other store\u2019s staff in to their own store, whatever the case of the username', async () => {
    const answer = await signIn(api, { ...kallioStaff, username: ' Kallio-Staff ' });
    expect(answer.status).toBe(200);
    expect(staffSignInResponseSchema.parse(answer.body).merchant.query_id).toBe('kallion-keittio');
  });

  it('gives each sign-in a token of its own', async () => {
    const [first, second] = await Promise.all([staffToken(api, helmiStaff), staffToken(api, helmiStaff)]);
    expect(first).not.toBe(second);
  });

  it('answers one 400 message for a wrong password and an unknown username', async () => {
    const wrongPassword = await signIn(api, { username: 'helmi-staff', password: 'kallio-2026' });
    const unknownUser = await signIn(api, { username: 'nobody-staff', password: 'helmi-2026' });
    for (const answer of [wrongPassword, unknownUser]) {
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).error.message).toBe('Wrong username or password');
    }
    expect(wrongPassword.body).toEqual(unknownUser.body);
  });

  it('answers 400 naming each missing field', async () => {
    const answer = await api.call('POST', '/merchant/v1/staff/sign_in', { body: { username: '' } });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body).sort()).toEqual(['password', 'username']);
  });
});

describe('the merchant calls need a staff token', () => {
  it('answers 401 without a token, with an unknown one, and with a customer\u2019s session token', async () => {
    const customer = await guestSession(api, 'merchant-sign-in-customer');
    const answers = await Promise.all([
      api.call('GET', '/merchant/v1/orders'),
      api.call('GET', '/merchant/v1/orders', { bearer: 'not-a-token' }),
      api.call('GET', '/merchant/v1/orders', { bearer: customer.token }),
      api.call('GET', '/merchant/v1/orders', { token: customer.token }),
      api.call('PUT', '/merchant/v1/orders/any/status', { body: { status: 'order_confirmed' } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { message: 'Session Expired' } });
    }
  });

  it('accepts the token as Authorization: Bearer', async () => {
    const token = await staffToken(api, helmiStaff);
    expect((await api.call('GET', '/merchant/v1/orders', { bearer: token })).status).toBe(200);
  });
});
