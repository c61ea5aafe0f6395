import { messageResponseSchema, sessionResponseSchema } from '@/contract/accounts/user.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { demoLogin, detailFields, errorMessage, startAccountsServer, type AccountsServer } from './accounts-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

describe('POST /api/v2/users/authenticate_anonymously', () => {
  it('signs a device in as a guest, and the same device always as the same guest', async () => {
    const first = await api.call('POST', '/api/v2/users/authenticate_anonymously', {
      body: { device_uuid: 'device-a' },
    });
    const again = await api.call('POST', '/api/v2/users/authenticate_anonymously', {
      body: { device_uuid: 'device-a' },
    });
    const other = await api.call('POST', '/api/v2/users/authenticate_anonymously', {
      body: { device_uuid: 'device-b' },
    });
    expect([first.status, again.status, other.status]).toEqual([200, 200, 200]);
    const [a, a2, b] = [first, again, other].map((answer) => sessionResponseSchema.parse(answer.body).user);
    expect(a).toMatchObject({ anonymous: true, status: 'active', mobile_number: null, home_address: null });
    expect(a2!.query_id).toBe(a!.query_id);
    expect(a2!.session_ktb_token).not.toBe(a!.session_ktb_token);
    expect(b!.query_id).not.toBe(a!.query_id);
    expect(a!.session_ktb_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 400 naming device_uuid when it is missing', async () => {
    const answer = await api.call('POST', '/api/v2/users/authenticate_anonymously', { body: {} });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['device_uuid']);
  });
});

describe('POST /api/v1/users/authenticate', () => {
  it('logs the seeded customer in with the user of the spec: slots, channels, industries', async () => {
    const answer = await api.call('POST', '/api/v1/users/authenticate', {
      body: { login_id: demoLogin.loginId, password: demoLogin.pin },
    });
    expect(answer.status).toBe(200);
    const { user } = sessionResponseSchema.parse(answer.body);
    expect(user).toMatchObject({
      status: 'active',
      anonymous: false,
      mobile_number: '+923001234567',
      login_id: '+923001234567',
      full_name: 'Demo Customer',
      work_address: null,
      other_addresses: [],
      trade_types: [{ id: 1, name: 'Retail' }],
    });
    expect(user.home_address).toMatchObject({ name: 'Home', type: 'home', description: 'A 12, Kallio' });
    expect(user.selectedAddressId).toBe(user.home_address!.query_id);
    expect(user.channels).toEqual([
      { type: 'Channel::Cash', query_id: `${user.query_id}-cash` },
      { type: 'Channel::Card', query_id: `${user.query_id}-card` },
    ]);
    expect(user.industry_types[0]).toEqual({ id: 21, name: expect.any(String) });
  });

  it('accepts the number with the spaces of the mask', async () => {
    const answer = await api.call('POST', '/api/v1/users/authenticate', {
      body: { login_id: '+92 300 1234567', password: demoLogin.pin },
    });
    expect(answer.status).toBe(200);
  });

  it('answers the same 400 message for a wrong PIN and an unknown number', async () => {
    const wrongPin = await api.call('POST', '/api/v1/users/authenticate', {
      body: { login_id: demoLogin.loginId, password: '654321' },
    });
    const unknown = await api.call('POST', '/api/v1/users/authenticate', {
      body: { login_id: '+923009999999', password: demoLogin.pin },
    });
    expect([wrongPin.status, unknown.status]).toEqual([400, 400]);
    expect(errorMessage(wrongPin.body)).toBe('The mobile number or PIN is not correct');
    expect(errorMessage(unknown.body)).toBe(errorMessage(wrongPin.body));
  });

  it.each([
    [{ password: '123456' }, ['login_id']],
    [{ login_id: demoLogin.loginId }, ['password']],
    [{ login_id: '+92 300 12345', password: '123456' }, ['login_id']],
  ])('answers 400 naming the bad field for %j', async (body, fields) => {
    const answer = await api.call('POST', '/api/v1/users/authenticate', { body });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(fields);
  });

  it('tells the phone rule in the words of the form', async () => {
    const answer = await api.call('POST', '/api/v1/users/authenticate', {
      body: { login_id: '+92 300 12345', password: '123456' },
    });
    expect(errorMessage(answer.body)).toBe('Phone No is not valid');
  });
});

describe('POST /api/v1/users/logout', () => {
  it('ends the session named by the header, after which it answers 401', async () => {
    const token = await api.logIn(demoLogin.loginId, demoLogin.pin);
    expect((await api.call('GET', '/api/v1/users/addresses', { token })).status).toBe(200);
    const out = await api.call('POST', '/api/v1/users/logout', { token });
    expect(out.status).toBe(200);
    expect(messageResponseSchema.parse(out.body).message).toBe('Logged out');
    const after = await api.call('GET', '/api/v1/users/addresses', { token });
    expect(after.status).toBe(401);
    expect(errorBodySchema.parse(after.body).error.message).toBe('Session Expired');
  });

  it('ends a session named by Authorization: Bearer', async () => {
    const token = await api.logIn(demoLogin.loginId, demoLogin.pin);
    expect((await api.call('POST', '/api/v1/users/logout', { bearer: token })).status).toBe(200);
    expect((await api.call('GET', '/api/v1/users/addresses', { bearer: token })).status).toBe(401);
  });

  it('answers 401 without a session or with an unknown token', async () => {
    expect((await api.call('POST', '/api/v1/users/logout')).status).toBe(401);
    expect((await api.call('POST', '/api/v1/users/logout', { token: 'not-a-session' })).status).toBe(401);
  });

  it('ends only its own session', async () => {
    const kept = await api.logIn(demoLogin.loginId, demoLogin.pin);
    const ended = await api.logIn(demoLogin.loginId, demoLogin.pin);
    await api.call('POST', '/api/v1/users/logout', { token: ended });
    expect((await api.call('GET', '/api/v1/users/addresses', { token: kept })).status).toBe(200);
  });
});

describe('session expiry', () => {
  afterEach(() => api.setClockOffset(0));

  it('answers 401 once the 30 days of a session are over', async () => {
    const token = await api.logIn(demoLogin.loginId, demoLogin.pin);
    await api.setClockOffset(30 * 24 * 60 * 60 * 1000 - 60_000);
    expect((await api.call('GET', '/api/v1/users/addresses', { token })).status).toBe(200);
    await api.setClockOffset(30 * 24 * 60 * 60 * 1000 + 1_000);
    expect((await api.call('GET', '/api/v1/users/addresses', { token })).status).toBe(401);
  });
});
