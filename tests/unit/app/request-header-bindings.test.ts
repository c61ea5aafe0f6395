import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { buildContainer } from '@/app/container';
import { requestLayerKeys } from '@/app/request-layer';
import { parseStorefrontConfig } from '@/config/parse-config';
import type { HttpClient } from '@/infrastructure/http/http-client';

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
    const container = buildContainer(
      configOf({
        walletBaseUrl: echo.baseUrl,
        merchantBaseUrl: echo.baseUrl,
        apiKey: 'pk_storefront_public',
        fixedCoordinates: { lat: 60.1699, long: 24.9384 },
      }),
    );
    for (const key of [requestLayerKeys.walletV2, requestLayerKeys.merchantV1]) {
      const { headers } = await container.get<HttpClient>(key).get('anything', {}, echoSchema);
      expect(headers).toMatchObject({
        'x-api-key': 'pk_storefront_public',
        'x-latitude': '60.1699',
        'x-longitude': '24.9384',
      });
    }
  });

  it('sends no API key by default, and the spec’s default map centre as the position', async () => {
    const container = buildContainer(configOf({ walletBaseUrl: echo.baseUrl, merchantBaseUrl: echo.baseUrl }));
    const { headers } = await container.get<HttpClient>(requestLayerKeys.walletV2).get('anything', {}, echoSchema);
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
