import type { Session } from '@/domain/session/session';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';
import { LocalSessionStore } from '@/infrastructure/session/local-session-store';

const customer: Session = {
  token: 'token-42',
  kind: 'customer',
  user: {
    queryId: 'user-42',
    status: 'active',
    fullName: 'Aino Virtanen',
    mobileNumber: '+923001234567',
    industryTypes: [{ id: 21, name: 'Restaurants' }],
  },
  startedAt: 1_700_000_000_000,
};

describe('LocalSessionStore', () => {
  it('keeps the session in auth and loginTime and reads it back', async () => {
    const storage = new MemoryStorage();
    await new LocalSessionStore(storage).save(customer);
    expect(JSON.parse(storage.getItem('auth') ?? 'null')).toEqual({
      token: 'token-42',
      kind: 'customer',
      user: customer.user,
    });
    expect(storage.getItem('loginTime')).toBe('1700000000000');
    await expect(new LocalSessionStore(storage).load()).resolves.toEqual(customer);
  });

  it('does not keep what the sign-in said of the selected address: read back on a later page, it is not known', async () => {
    const storage = new MemoryStorage();
    await new LocalSessionStore(storage).save({ ...customer, addressSelected: false });
    const kept = await new LocalSessionStore(storage).load();
    expect(kept).toEqual(customer);
    expect(kept).not.toHaveProperty('addressSelected');
  });

  it('answers null when nothing is kept', async () => {
    await expect(new LocalSessionStore(new MemoryStorage()).load()).resolves.toBeNull();
  });

  it('clears both values', async () => {
    const storage = new MemoryStorage();
    const store = new LocalSessionStore(storage);
    await store.save(customer);
    await store.clear();
    expect(storage.getItem('auth')).toBeNull();
    expect(storage.getItem('loginTime')).toBeNull();
    await expect(store.load()).resolves.toBeNull();
  });

  it.each([
    ['auth that is not JSON', '{not json', '1700000000000'],
    ['auth of another shape', JSON.stringify({ session_ktb_token: 'x' }), '1700000000000'],
    ['auth with an empty token', JSON.stringify({ ...customer, token: '', startedAt: undefined }), '1'],
    ['a loginTime that is not a time', JSON.stringify({ token: 't', kind: 'customer', user: customer.user }), 'soon'],
    ['auth without a loginTime', JSON.stringify({ token: 't', kind: 'customer', user: customer.user }), null],
  ])('treats %s as no session and removes it', async (_, auth, loginTime) => {
    const storage = new MemoryStorage();
    if (auth !== null) storage.setItem('auth', auth);
    if (loginTime !== null) storage.setItem('loginTime', loginTime);
    await expect(new LocalSessionStore(storage).load()).resolves.toBeNull();
    expect(storage.getItem('auth')).toBeNull();
    expect(storage.getItem('loginTime')).toBeNull();
  });
});
