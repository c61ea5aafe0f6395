import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { merchantClient } from '@/app/features/merchant-console.wiring';
import { buildSharedPorts } from '@/app/features/shared-ports';
import { parseStorefrontConfig } from '@/config/parse-config';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';
import { LocalStaffSessionKeeper } from '@/infrastructure/session/local-staff-session-keeper';

const echoSchema = z.object({ headers: z.record(z.string(), z.union([z.string(), z.array(z.string())])) });

/** Answers every path with the headers it received. */
function startHeaderEcho(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ headers: request.headers }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

function configOf(api: Record<string, unknown>) {
  const parsed = parseStorefrontConfig({ api });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.config;
}

describe('the composition root gives the request layer the configured API key and position', () => {
  let echo: Awaited<ReturnType<typeof startHeaderEcho>>;

  beforeAll(async () => {
    echo = await startHeaderEcho();
  });

  afterAll(() => echo.stop());

  it('sends the configured public API key and fixed position to the wallet and the merchant service', async () => {
    const config = configOf({
      walletBaseUrl: echo.baseUrl,
      merchantBaseUrl: echo.baseUrl,
      apiKey: 'pk_storefront_public',
      fixedCoordinates: { lat: 60.1699, long: 24.9384 },
    });
    const clients: HttpClient[] = [buildSharedPorts(config).walletV2, merchantClient(new MemoryStorage(), config)];
    for (const client of clients) {
      const { headers } = await client.get('anything', {}, echoSchema);
      expect(headers).toMatchObject({
        'x-api-key': 'pk_storefront_public',
        'x-latitude': '60.1699',
        'x-longitude': '24.9384',
      });
    }
  });

  it('names the signed-in staff member to the merchant service with the staff token, never the customer\u2019s', async () => {
    const storage = new MemoryStorage();
    const config = configOf({ merchantBaseUrl: echo.baseUrl });
    const client = merchantClient(storage, config);
    expect((await client.get('anything', {}, echoSchema)).headers).not.toHaveProperty('authorization');

    await new LocalStaffSessionKeeper(storage).save({
      token: 'staff-token-7',
      expiresAt: Date.parse('2030-01-01T00:00:00Z'),
      username: 'helmi-staff',
      fullName: 'Helmi Kitchen',
      role: 'staff',
      merchantQueryId: 'sataman-helmi',
      merchantName: 'Sataman Helmi',
      timeZone: 'Europe/Helsinki',
    });
    const { headers } = await client.get('anything', {}, echoSchema);
    expect(headers).toMatchObject({
      'x-user-name': 'helmi-staff',
      'x-merchant-name': 'Sataman Helmi',
      authorization: 'Bearer staff-token-7',
    });
    expect(headers).not.toHaveProperty('x-p3-mwallet-session-token');
  });

  it('sends no API key by default, and the spec’s default map centre as the position', async () => {
    const shared = buildSharedPorts(configOf({ walletBaseUrl: echo.baseUrl, merchantBaseUrl: echo.baseUrl }));
    const { headers } = await shared.walletV2.get('anything', {}, echoSchema);
    expect(headers).not.toHaveProperty('x-api-key');
    expect([headers['x-latitude'], headers['x-longitude']]).toEqual(['24.85', '67.01']);
  });
});

describe('the configuration of the request layer', () => {
  it('defaults the API key to none and the position to 24.85, 67.01', () => {
    expect(configOf({}).api).toMatchObject({ apiKey: null, fixedCoordinates: { lat: 24.85, long: 67.01 } });
  });

  it('refuses a latitude off the globe, naming the field', () => {
    const parsed = parseStorefrontConfig({ api: { fixedCoordinates: { lat: 91, long: 0 } } });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((problem) => problem.field)).toEqual(['api.fixedCoordinates.lat']);
  });
});
