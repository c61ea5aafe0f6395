import { registerDeviceResponseSchema } from '@/contract/accounts/device-registration.contract';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import { demoLogin, detailFields, errorMessage, startAccountsServer, type AccountsServer } from './accounts-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

async function guestToken(deviceUuid: string): Promise<string> {
  const answer = await api.call('POST', '/api/v2/users/authenticate_anonymously', {
    body: { device_uuid: deviceUuid },
  });
  return sessionResponseSchema.parse(answer.body).user.session_ktb_token;
}

const register = (body: unknown, token?: string) =>
  api.call('POST', '/api/v1/users/register_device', token === undefined ? { body } : { body, token });

describe('POST /api/v1/users/register_device', () => {
  it("registers the browser for the session's guest and answers the registration", async () => {
    const token = await guestToken('register-device-guest');
    const answer = await register({ device_uuid: 'register-device-guest', push_token: 'token-one' }, token);
    expect(answer.status).toBe(200);
    expect(registerDeviceResponseSchema.parse(answer.body)).toEqual({
      message: 'Device registered',
      device: { device_uuid: 'register-device-guest', push_token: 'token-one' },
    });
  });

  it('keeps one registration per device: registering again replaces the push token', async () => {
    const token = await guestToken('register-device-again');
    const first = await register({ device_uuid: 'register-device-again', push_token: 'old-token' }, token);
    const second = await register({ device_uuid: 'register-device-again', push_token: 'new-token' }, token);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(registerDeviceResponseSchema.parse(second.body).device).toEqual({
      device_uuid: 'register-device-again',
      push_token: 'new-token',
    });
  });

  it('registers per user: a customer and a guest may register the same browser', async () => {
    const customer = await api.logIn(demoLogin.loginId, demoLogin.pin);
    const guest = await guestToken('register-device-shared');
    const body = { device_uuid: 'register-device-shared', push_token: 'NO_PUSH_TOKEN' };
    expect((await register(body, customer)).status).toBe(200);
    expect((await register(body, guest)).status).toBe(200);
  });

  it('answers 401 "Session Expired" without a session or with an unknown one', async () => {
    const body = { device_uuid: 'register-device-nobody', push_token: 'token' };
    const withoutToken = await register(body);
    expect(withoutToken.status).toBe(401);
    expect(errorMessage(withoutToken.body)).toBe('Session Expired');
    expect((await register(body, 'no-such-session-token')).status).toBe(401);
  });

  it('answers 400 naming the missing or empty fields', async () => {
    const token = await guestToken('register-device-bad');
    const answer = await register({ device_uuid: '' }, token);
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body).sort()).toEqual(['device_uuid', 'push_token']);
  });

  it('is described in the OpenAPI document, with the session header', async () => {
    const answer = await api.call('GET', '/api/docs/openapi.json');
    const paths = (answer.body as { paths: Record<string, Record<string, { summary?: string; security?: unknown }>> })
      .paths;
    const operation = paths['/api/v1/users/register_device']?.['post'];
    expect(operation?.summary).toBe("Registers the browser's device uuid and push token for the session's user");
    expect(operation?.security).toEqual([{ sessionToken: [] }]);
  });
});
