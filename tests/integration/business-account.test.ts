import { isBusinessUser, isRetailUser } from '@/domain/accounts/user-type';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders } from '@/infrastructure/http/request-headers';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { demoLogin, startAccountsServer, type AccountsServer } from './server/accounts/accounts-client';

describe('the user types of the seeded accounts, through HttpAuthGateway', () => {
  let accounts: AccountsServer;
  let gateway: HttpAuthGateway;

  beforeAll(async () => {
    accounts = await startAccountsServer();
    const headers = walletHeaders({
      deviceIdentity: { deviceId: async () => 'flags-device', pushToken: async () => null },
      sessionStore: new InMemorySessionStore(),
    });
    const base = `${accounts.server.baseUrl}/api`;
    gateway = new HttpAuthGateway(
      new HttpClient({ baseUrl: `${base}/v1`, headers }),
      new HttpClient({ baseUrl: `${base}/v2`, headers }),
    );
  });

  afterAll(() => accounts.stop());

  it('gives the demo business account the B2B trade type only: flagged as not retail, and a business user', async () => {
    const answer = await gateway.authenticate({ loginId: '+923001234568', password: '123456' });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.user).toMatchObject({ fullName: 'Demo Business', mobileNumber: '+923001234568' });
    expect(answer.value.user.tradeTypes).toEqual([{ id: 2, name: 'B2B' }]);
    expect(isRetailUser(answer.value.user)).toBe(false);
    expect(isBusinessUser(answer.value.user)).toBe(true);
  });

  it('keeps the demo customer and a guest retail, and neither a business user', async () => {
    const customer = await gateway.authenticate({ loginId: demoLogin.loginId, password: demoLogin.pin });
    const guest = await gateway.authenticateAnonymously('flags-guest');
    if (!customer.ok) throw new Error('the demo customer must log in');
    for (const user of [customer.value.user, guest.user]) {
      expect(user.tradeTypes).toEqual([{ id: 1, name: 'Retail' }]);
      expect(isRetailUser(user)).toBe(true);
      expect(isBusinessUser(user)).toBe(false);
    }
  });
});
