import * as z from 'zod/mini';
import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { Session } from '@/domain/session/session';
import { HttpClient } from '@/infrastructure/http/http-client';
import { merchantHeaders, walletHeaders } from '@/infrastructure/http/request-headers';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';
import { receiptBytes, startLocalServer, type LocalServer } from './local-server';

const echoSchema = z.object({
  method: z.string(),
  headers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  body: z.string(),
});

const session: Session = {
  token: 'session-token-1',
  kind: 'anonymous',
  user: { queryId: 'guest-1', status: 'active', fullName: '', mobileNumber: '', industryTypes: [] },
  startedAt: 0,
};

function device(deviceId: string, pushToken: string | null): DeviceIdentity {
  return { deviceId: async () => deviceId, pushToken: async () => pushToken };
}

describe('what the request layer sends', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer();
  });

  afterAll(() => server.stop());

  it('sends the wallet headers: API key, device type, device id, push token, position and session token', async () => {
    const http = new HttpClient({
      baseUrl: server.baseUrl,
      headers: walletHeaders({
        apiKey: 'key-1',
        coordinates: { lat: 60.1699, long: 24.9384 },
        deviceIdentity: device('visitor-9', 'push-7'),
        sessionStore: new InMemorySessionStore(session),
      }),
    });
    const { headers } = await http.get('echo', {}, echoSchema);
    expect(headers).toMatchObject({
      'x-api-key': 'key-1',
      'x-device-type': 'DESKTOP',
      'x-udid': 'visitor-9',
      'x-push-token': 'push-7',
      'x-latitude': '60.1699',
      'x-longitude': '24.9384',
      'x-p3-mwallet-session-token': 'session-token-1',
    });
  });

  it("sends the spec's fixed position, the default map centre 24.85, 67.01, when none is configured", async () => {
    const wallet = new HttpClient({
      baseUrl: server.baseUrl,
      headers: walletHeaders({ deviceIdentity: device('visitor-9', null), sessionStore: new InMemorySessionStore() }),
    });
    const merchant = new HttpClient({
      baseUrl: server.baseUrl,
      headers: merchantHeaders({ caller: async () => null }),
    });
    for (const http of [wallet, merchant]) {
      const { headers } = await http.get('echo', {}, echoSchema);
      expect([headers['x-latitude'], headers['x-longitude']]).toEqual(['24.85', '67.01']);
    }
  });

  it('falls back to device id 123 and the fallback push token, and sends no token or key it does not have', async () => {
    const http = new HttpClient({
      baseUrl: server.baseUrl,
      headers: walletHeaders({ deviceIdentity: device(' ', null), sessionStore: new InMemorySessionStore() }),
    });
    const { headers } = await http.get('echo', {}, echoSchema);
    expect(headers).toMatchObject({ 'x-udid': '123', 'x-push-token': 'NO_PUSH_TOKEN', 'x-device-type': 'DESKTOP' });
    expect(headers).not.toHaveProperty('x-p3-mwallet-session-token');
    expect(headers).not.toHaveProperty('x-api-key');
  });

  it('reads the session token anew for every request', async () => {
    const store = new InMemorySessionStore();
    const http = new HttpClient({
      baseUrl: server.baseUrl,
      headers: walletHeaders({ deviceIdentity: device('visitor-9', null), sessionStore: store }),
    });
    await store.save(session);
    expect((await http.get('echo', {}, echoSchema)).headers['x-p3-mwallet-session-token']).toBe('session-token-1');
    await store.clear();
    expect((await http.get('echo', {}, echoSchema)).headers).not.toHaveProperty('x-p3-mwallet-session-token');
  });

  it('sends the screens\u2019 language as Accept-Language, read anew for every request', async () => {
    let language: string | undefined = 'fi';
    const wallet = new HttpClient({
      baseUrl: server.baseUrl,
      headers: walletHeaders({
        deviceIdentity: device('visitor-9', null),
        sessionStore: new InMemorySessionStore(),
        language: () => language,
      }),
    });
    const merchant = new HttpClient({
      baseUrl: server.baseUrl,
      headers: merchantHeaders({ caller: async () => null, language: () => language }),
    });
    expect((await wallet.get('echo', {}, echoSchema)).headers['accept-language']).toBe('fi');
    expect((await merchant.get('echo', {}, echoSchema)).headers['accept-language']).toBe('fi');
    language = 'en';
    expect((await wallet.get('echo', {}, echoSchema)).headers['accept-language']).toBe('en');
    language = undefined;
    expect((await wallet.get('echo', {}, echoSchema)).headers['accept-language']).not.toBe('fi');
  });

  it('sends user name, merchant name and the staff token to the merchant service instead of a device', async () => {
    const http = new HttpClient({
      baseUrl: server.baseUrl,
      headers: merchantHeaders({
        apiKey: 'key-2',
        coordinates: { lat: -33.8688, long: 151.2093 },
        caller: async () => ({ userName: 'staff-1', merchantName: 'Sataman Helmi', token: 'staff-token-1' }),
      }),
    });
    const { headers } = await http.get('echo', {}, echoSchema);
    expect(headers).toMatchObject({
      'x-api-key': 'key-2',
      'x-user-name': 'staff-1',
      'x-merchant-name': 'Sataman Helmi',
      'x-device-type': 'DESKTOP',
      'x-latitude': '-33.8688',
      'x-longitude': '151.2093',
      authorization: 'Bearer staff-token-1',
    });
    expect(headers).not.toHaveProperty('x-udid');
    expect(headers).not.toHaveProperty('x-p3-mwallet-session-token');
  });

  it('lets a request add its own header, e.g. the bearer token of a logout', async () => {
    const http = new HttpClient({ baseUrl: server.baseUrl });
    const { headers } = await http.post('echo', undefined, echoSchema, { headers: { Authorization: 'Bearer abc' } });
    expect(headers.authorization).toBe('Bearer abc');
  });

  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
    ['delete', 'DELETE'],
  ] as const)('%s sends a JSON body', async (method, name) => {
    const http = new HttpClient({ baseUrl: server.baseUrl });
    const answer = await http[method]('echo', { user: { mobile_number: '+923001234567' } }, echoSchema);
    expect(answer.method).toBe(name);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ user: { mobile_number: '+923001234567' } });
  });

  it('sends no content type with an empty body', async () => {
    const http = new HttpClient({ baseUrl: server.baseUrl });
    const answer = await http.put('echo', undefined, echoSchema);
    expect(answer.method).toBe('PUT');
    expect(answer.headers).not.toHaveProperty('content-type');
    expect(answer.body).toBe('');
  });

  it('sends a multipart form', async () => {
    const http = new HttpClient({ baseUrl: server.baseUrl });
    const form = new FormData();
    form.append('full_name', 'Aino Virtanen');
    const answer = await http.post('echo', form, echoSchema);
    expect(answer.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.body).toContain('name="full_name"');
    expect(answer.body).toContain('Aino Virtanen');
  });

  it('sends GET parameters in the query string', async () => {
    const http = new HttpClient({ baseUrl: server.baseUrl });
    await http.get('ok', { value: 5 }, z.object({ value: z.int() }));
    expect(server.hits.at(-1)).toBe('/ok?value=5');
  });
});

describe('binary receipts', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer();
  });

  afterAll(() => server.stop());

  it('downloads the bytes as an ArrayBuffer', async () => {
    const http = new HttpClient({ baseUrl: server.baseUrl });
    const file = await http.download('receipt', {}, 'arraybuffer');
    expect(Buffer.from(file as ArrayBuffer).toString()).toBe(receiptBytes.toString());
  });

  it('downloads the bytes as a Blob where the platform gives one', async () => {
    const http = new HttpClient({ baseUrl: server.baseUrl, adapter: 'fetch' });
    const file = await http.download('receipt', {}, 'blob');
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe(receiptBytes.toString());
  });

  it.each([['arraybuffer', 'http'] as const, ['blob', 'fetch'] as const])(
    'reads a 500 on a %s receipt from the bytes',
    async (responseType, adapter) => {
      const http = new HttpClient({ baseUrl: server.baseUrl, adapter });
      await expect(http.download('receipt-fail', {}, responseType)).rejects.toEqual({
        code: 'SERVER_ERROR',
        message: 'The receipt could not be made',
        status: 500,
        body: { error: { message: 'The receipt could not be made' } },
      });
    },
  );
});
