import { vouchersResponseSchema } from '@/contract/accounts/voucher.contract';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import { demoLogin, detailFields, startAccountsServer, type AccountsServer } from './accounts-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

async function session(body: { login_id: string; password: string } | { device_uuid: string }) {
  const answer =
    'device_uuid' in body
      ? await api.call('POST', '/api/v2/users/authenticate_anonymously', { body })
      : await api.call('POST', '/api/v1/users/authenticate', { body });
  const { user } = sessionResponseSchema.parse(answer.body);
  return { token: user.session_ktb_token, userId: user.query_id };
}

const vouchersOf = (userId: string, merchant: string, token?: string) =>
  api.call('GET', `/api/v1/users/${userId}/vouchers?merchant_query_id=${merchant}`, token ? { token } : {});

describe('GET /api/v1/users/{userId}/vouchers', () => {
  it("lists the customer's unexpired vouchers for the store: general, the store's and the personal one", async () => {
    const { token, userId } = await session({ login_id: demoLogin.loginId, password: demoLogin.pin });
    const answer = await vouchersOf(userId, 'sataman-helmi', token);
    expect(answer.status).toBe(200);
    const { vouchers } = vouchersResponseSchema.parse(answer.body);
    expect(vouchers.map((voucher) => voucher.code)).toEqual(['HELMI5', 'HELMIFREE', 'LOYAL15', 'WELCOME10']);
    expect(vouchers[0]).toEqual({
      code: 'HELMI5',
      name: '5 € off at Sataman Helmi',
      expires_at: '2099-12-31T23:59:59.000Z',
    });
  });

  it('leaves out other stores\u2019 and other users\u2019 vouchers', async () => {
    const { token, userId } = await session({ device_uuid: 'vouchers-test-device' });
    const { vouchers } = vouchersResponseSchema.parse((await vouchersOf(userId, 'pizzeria-vallila', token)).body);
    expect(vouchers.map((voucher) => voucher.code)).toEqual(['PIZZA3', 'WELCOME10']);
  });

  it("answers 404 for another user's vouchers and for an unknown store", async () => {
    const guest = await session({ device_uuid: 'vouchers-test-device' });
    const customer = await session({ login_id: demoLogin.loginId, password: demoLogin.pin });
    expect((await vouchersOf(customer.userId, 'sataman-helmi', guest.token)).status).toBe(404);
    expect((await vouchersOf(guest.userId, 'no-such-store', guest.token)).status).toBe(404);
  });

  it('answers 400 naming merchant_query_id when it is missing', async () => {
    const { token, userId } = await session({ device_uuid: 'vouchers-test-device' });
    const answer = await api.call('GET', `/api/v1/users/${userId}/vouchers`, { token });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['merchant_query_id']);
  });

  it('answers 401 without a session', async () => {
    const { userId } = await session({ device_uuid: 'vouchers-test-device' });
    expect((await vouchersOf(userId, 'sataman-helmi')).status).toBe(401);
  });
});
