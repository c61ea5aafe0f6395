import { fileFetcherOf } from '@/infrastructure/http/fetch-file';
import { HttpClient } from '@/infrastructure/http/http-client';
import { receiptBytes, startLocalServer, type LocalServer } from './local-server';

describe('the file-fetching helper (storefront.md §7): a GET of a given URL', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer();
  });

  afterAll(() => server.stop());

  it('answers the file of a path under the service as a Blob of the type asked', async () => {
    const fetchFile = fileFetcherOf(new HttpClient({ baseUrl: server.baseUrl }));
    const file = await fetchFile('receipt', 'application/pdf');
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe(receiptBytes.toString());
  });

  it("GETs a whole address of the service with the service's headers, the session among them", async () => {
    const fetchFile = fileFetcherOf(
      new HttpClient({ baseUrl: `${server.baseUrl}/elsewhere`, headers: async () => ({ 'x-session': 'token-1' }) }),
    );
    const file = await fetchFile(`${server.baseUrl}/echo?file=1`, 'application/json');
    const echoed = JSON.parse(await file.text()) as { method: string; headers: Record<string, string> };
    expect(echoed.method).toBe('GET');
    expect(echoed.headers['x-session']).toBe('token-1');
    expect(server.hits.at(-1)).toBe('/echo?file=1');
  });

  it("fails with the error catalogue's code, the 500's message read from the bytes", async () => {
    const fetchFile = fileFetcherOf(new HttpClient({ baseUrl: server.baseUrl }));
    await expect(fetchFile('receipt-fail', 'application/pdf')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      message: 'The receipt could not be made',
      status: 500,
    });
  });
});
