import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { HttpVoucherWallet } from '@/infrastructure/api/http-voucher-wallet';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders } from '@/infrastructure/http/request-headers';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { startTestServer, type TestServer } from './server/start-test-server';

describe('HttpVoucherWallet against the reference server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.stop());

  /** A guest signed in anonymously as the start-up does, and a wallet on that session. */
  async function guestWallet(deviceId: string) {
    const sessionStore = new InMemorySessionStore();
    const headers = walletHeaders({
      deviceIdentity: { deviceId: async () => deviceId, pushToken: async () => null },
      sessionStore,
    });
    const base = `${server.baseUrl}/api`;
    const v1 = new HttpClient({ baseUrl: `${base}/v1`, headers });
    const gateway = new HttpAuthGateway(v1, new HttpClient({ baseUrl: `${base}/v2`, headers }));
    const signedIn = await gateway.authenticateAnonymously(deviceId);
    await sessionStore.save({ ...signedIn, kind: 'anonymous', startedAt: 0 });
    return { userQueryId: signedIn.user.queryId, wallet: new HttpVoucherWallet(v1) };
  }

  it("maps a guest's vouchers at a store, expiry as epoch milliseconds", async () => {
    const { userQueryId, wallet } = await guestWallet('voucher-wallet-device');
    await expect(wallet.availableAt(userQueryId, 'pizzeria-vallila')).resolves.toEqual([
      { code: 'PIZZA3', name: '3 € off at Pizzeria Vallila', expiresAt: Date.parse('2099-12-31T23:59:59Z') },
      { code: 'WELCOME10', name: '10 % off your order', expiresAt: Date.parse('2099-12-31T23:59:59Z') },
    ]);
  });

  it('passes on the 404 of an unknown store as an AppError', async () => {
    const { userQueryId, wallet } = await guestWallet('voucher-wallet-device');
    await expect(wallet.availableAt(userQueryId, 'no-such-store')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
