import type { Session } from '@/domain/session/session';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';
import { LocalSessionStore } from '@/infrastructure/session/local-session-store';

const businessCustomer: Session = {
  token: 'token-b2b',
  kind: 'customer',
  user: {
    queryId: 'user-b2b',
    status: 'active',
    fullName: 'Demo Business',
    mobileNumber: '+923001234568',
    industryTypes: [{ id: 21, name: 'Restaurants' }],
    tradeTypes: [{ id: 2, name: 'B2B' }],
  },
  startedAt: 1_700_000_000_000,
};

describe('the kept session and the trade types', () => {
  it('keeps the trade types across a reload, so a business user stays one', async () => {
    const storage = new MemoryStorage();
    await new LocalSessionStore(storage).save(businessCustomer);
    const loaded = await new LocalSessionStore(storage).load();
    expect(loaded?.user.tradeTypes).toEqual([{ id: 2, name: 'B2B' }]);
  });

  it('still reads a session kept before trade types were recorded, with the trade types unknown', async () => {
    const storage = new MemoryStorage();
    const { tradeTypes: _left, ...olderUser } = businessCustomer.user;
    storage.setItem('auth', JSON.stringify({ token: 'token-old', kind: 'customer', user: olderUser }));
    storage.setItem('loginTime', '1700000000000');
    const loaded = await new LocalSessionStore(storage).load();
    expect(loaded?.token).toBe('token-old');
    expect(loaded?.user).not.toHaveProperty('tradeTypes');
  });

  it('refuses trade types of another shape, as it refuses any other unreadable session', async () => {
    const storage = new MemoryStorage();
    const user = { ...businessCustomer.user, tradeTypes: ['B2B'] };
    storage.setItem('auth', JSON.stringify({ token: 'token-bad', kind: 'customer', user }));
    storage.setItem('loginTime', '1700000000000');
    await expect(new LocalSessionStore(storage).load()).resolves.toBeNull();
  });
});
