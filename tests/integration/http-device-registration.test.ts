import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders } from '@/infrastructure/http/request-headers';
import { HttpDeviceRegistration } from '@/infrastructure/push/http-device-registration';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { startTestServer, type TestServer } from './server/start-test-server';

describe('HttpDeviceRegistration against the reference server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server?.stop());

  /** A wallet v1 client for this device, signed in anonymously as the start-up does when `signIn` is set. */
  async function clientFor(deviceIdentity: DeviceIdentity, signIn: boolean): Promise<HttpClient> {
    const sessionStore = new InMemorySessionStore();
    const headers = walletHeaders({ deviceIdentity, sessionStore });
    const base = `${server.baseUrl}/api`;
    const v1 = new HttpClient({ baseUrl: `${base}/v1`, headers });
    if (signIn) {
      const gateway = new HttpAuthGateway(v1, new HttpClient({ baseUrl: `${base}/v2`, headers }));
      const signedIn = await gateway.authenticateAnonymously(await deviceIdentity.deviceId());
      await sessionStore.save({ ...signedIn, kind: 'anonymous', startedAt: 0 });
    }
    return v1;
  }

  const device = (deviceId: string, pushToken: string | null): DeviceIdentity => ({
    deviceId: async () => deviceId,
    pushToken: async () => pushToken,
  });

  it('registers the device id and the stored push token, and again with a renewed token', async () => {
    let token = 'push-token-1';
    const identity: DeviceIdentity = { deviceId: async () => 'registration-device', pushToken: async () => token };
    const client = await clientFor(identity, true);
    const post = jest.spyOn(client, 'post');
    const registration = new HttpDeviceRegistration(client, identity);

    await expect(registration.register()).resolves.toBeUndefined();
    token = 'push-token-2';
    await expect(registration.register()).resolves.toBeUndefined();

    expect(post.mock.calls.map(([path, body]) => [path, body])).toEqual([
      ['users/register_device', { device_uuid: 'registration-device', push_token: 'push-token-1' }],
      ['users/register_device', { device_uuid: 'registration-device', push_token: 'push-token-2' }],
    ]);
  });

  it('sends the fallback push token when the browser has none', async () => {
    const identity = device('registration-no-push', null);
    const client = await clientFor(identity, true);
    const post = jest.spyOn(client, 'post');
    await new HttpDeviceRegistration(client, identity).register();
    expect(post.mock.calls[0]?.[1]).toEqual({ device_uuid: 'registration-no-push', push_token: 'NO_PUSH_TOKEN' });
  });

  it('fails with the session error of the catalogue without a session', async () => {
    const identity = device('registration-signed-out', 'token');
    const registration = new HttpDeviceRegistration(await clientFor(identity, false), identity);
    await expect(registration.register()).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Session Expired',
      status: 401,
    });
  });
});
