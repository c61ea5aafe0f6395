import * as z from 'zod/mini';
import { HttpClient } from '@/infrastructure/http/http-client';
import { startLocalServer, type LocalServer } from './local-server';

const valueSchema = z.object({ value: z.int() });

describe('a newer request to the same URL cancels the older one', () => {
  let server: LocalServer;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startLocalServer();
    http = new HttpClient({ baseUrl: server.baseUrl });
  });

  afterAll(() => server.stop());

  it('rejects the older request with code 1 "Connection Failed" and answers the newer one', async () => {
    const older = http.get('slow', { ms: 300, value: 1 }, valueSchema);
    const newer = http.get('slow', { ms: 300, value: 1 }, valueSchema);
    await expect(older).rejects.toEqual({ code: 'CONNECTION_FAILED', message: 'Connection Failed', status: 1 });
    await expect(newer).resolves.toEqual({ value: 1 });
  });

  it('leaves requests to other URLs alone', async () => {
    const first = http.get('slow', { ms: 200, value: 1 }, valueSchema);
    const second = http.get('slow', { ms: 200, value: 2 }, valueSchema);
    await expect(Promise.all([first, second])).resolves.toEqual([{ value: 1 }, { value: 2 }]);
  });

  it('leaves a request of another method to the same URL alone', async () => {
    const read = http.get('echo', {}, z.object({ method: z.string() }));
    const write = http.post('echo', { a: 1 }, z.object({ method: z.string() }));
    await expect(Promise.all([read, write])).resolves.toEqual([{ method: 'GET' }, { method: 'POST' }]);
  });

  it('lets a request to the same URL run once the older one has finished', async () => {
    await expect(http.get('slow', { ms: 10, value: 3 }, valueSchema)).resolves.toEqual({ value: 3 });
    await expect(http.get('slow', { ms: 10, value: 3 }, valueSchema)).resolves.toEqual({ value: 3 });
  });
});
