import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { Session } from '@/domain/session/session';
import { eventStreamUrl } from '@/infrastructure/realtime/event-stream-url';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';

const device: DeviceIdentity = { deviceId: async () => 'visitor-abc', pushToken: async () => null };

function aSession(token: string): Session {
  return {
    token,
    kind: 'anonymous',
    user: { queryId: 'guest-1', status: 'active', fullName: '', mobileNumber: '', industryTypes: [] },
    startedAt: 0,
  };
}

describe('eventStreamUrl', () => {
  it('puts the session token and {visitorId}_1 in the query, under the wallet base v1', async () => {
    const sessionStore = new InMemorySessionStore();
    await sessionStore.save(aSession('token/1+x'));
    const url = await eventStreamUrl({
      walletBaseUrl: '/api',
      sessionStore,
      deviceIdentity: device,
      transportMode: false,
    })();
    expect(url).toBe('/api/v1/user/sse?x-p3-mwallet-session-token=token%2F1%2Bx&x-udid=visitor-abc_1');
  });

  it('is null without a session and in transport mode', async () => {
    const sessionStore = new InMemorySessionStore();
    expect(
      await eventStreamUrl({ walletBaseUrl: '/api', sessionStore, deviceIdentity: device, transportMode: false })(),
    ).toBeNull();
    await sessionStore.save(aSession('token-1'));
    expect(
      await eventStreamUrl({ walletBaseUrl: '/api', sessionStore, deviceIdentity: device, transportMode: true })(),
    ).toBeNull();
  });
});
