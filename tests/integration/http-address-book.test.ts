import type { SavedAddress } from '@/domain/addresses/address';
import { HttpAddressBook } from '@/infrastructure/api/http-address-book';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders } from '@/infrastructure/http/request-headers';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { startTestServer, type TestServer } from './server/start-test-server';

const homeDetails = {
  title: 'home',
  flatOrVillaNumber: '12 B',
  building: 'Aalto House',
  street: 'Shahrah-e-Faisal',
  area: 'PECHS',
  landmark: 'Near the mosque',
  coordinates: { lat: 24.86, long: 67.05 },
};

describe('HttpAddressBook against the reference server', () => {
  let server: TestServer;
  let book: HttpAddressBook;

  /** A guest signed in anonymously, as the start-up does, and an address book on that session. */
  async function guestBook(deviceId: string): Promise<HttpAddressBook> {
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
    return new HttpAddressBook(v1);
  }

  beforeAll(async () => {
    server = await startTestServer();
    book = await guestBook('address-book-device');
  });

  afterAll(() => server.stop());

  it('starts a guest with no addresses', async () => {
    const other = await guestBook('address-book-empty-device');
    await expect(other.load()).resolves.toEqual({ home: null, work: null, others: [], selectedAddressId: null });
  });

  it('creates, updates, selects and deletes a guest address, mapping the API fields both ways', async () => {
    const created = await book.create({ ...homeDetails, type: 'home' });
    expect(created).toEqual({ ...homeDetails, queryId: expect.any(String), type: 'home' });

    const loaded = await book.load();
    expect(loaded.home).toEqual(created);
    expect(loaded.others).toEqual([]);

    const updated = await book.update({ ...created, street: 'Tariq Road', coordinates: null });
    expect(updated).toEqual({ ...created, street: 'Tariq Road', coordinates: null });

    await book.select(created.queryId);
    expect((await book.load()).selectedAddressId).toBe(created.queryId);

    await book.remove(updated);
    expect(await book.load()).toMatchObject({ home: null, selectedAddressId: null });
  });

  it('puts a second "home" among the others', async () => {
    const first = await book.create({ ...homeDetails, type: 'home' });
    const second = await book.create({ ...homeDetails, title: 'Home', type: 'others' });
    const loaded = await book.load();
    expect(loaded.home?.queryId).toBe(first.queryId);
    expect(loaded.others.map((address: SavedAddress) => address.queryId)).toEqual([second.queryId]);
    expect(second.type).toBe('others');
  });

  it('refuses an address of nobody with the server message', async () => {
    await expect(book.remove({ ...homeDetails, queryId: 'no-such-address', type: 'others' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'No address no-such-address',
    });
  });

  it('answers a call without a session as Session Expired', async () => {
    const anonymous = new HttpAddressBook(new HttpClient({ baseUrl: `${server.baseUrl}/api/v1` }));
    await expect(anonymous.load()).rejects.toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session Expired',
      status: 401,
    });
  });
});
