import * as z from 'zod/mini';
import type { FailedRequest } from '@/infrastructure/http/http-client';
import type { RequestError } from '@/infrastructure/http/request-error';
import { startLocalServer, type LocalServer } from './local-server';

const valueSchema = z.object({ value: z.int() });

/**
 * The request library is a chunk of its own, fetched with the first request: a chunk lost to the network fails
 * that request as a network failure of the spec's catalogue (never a raw loader error), and the next request tries
 * to fetch it again.
 */
describe('the request library lost on its way', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer();
  });
  afterAll(() => server.stop());
  afterEach(() => jest.dontMock('@/infrastructure/http/axios-exchange'));

  it('rejects with code 0 "Request Timeout", tells the failure listener, and fetches it again for the next request', async () => {
    let lost = true;
    jest.resetModules();
    jest.doMock('@/infrastructure/http/axios-exchange', () => {
      if (lost) throw new Error('Loading chunk axios-exchange failed');
      return jest.requireActual<object>('@/infrastructure/http/axios-exchange');
    });
    const { HttpClient } = await import('@/infrastructure/http/http-client');
    const failures: Array<{ error: RequestError; request: FailedRequest }> = [];
    const http = new HttpClient({
      baseUrl: server.baseUrl,
      onFailure: (error, request) => failures.push({ error, request }),
    });

    await expect(http.get('slow', { ms: 1, value: 1 }, valueSchema)).rejects.toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
      status: 0,
    });
    expect(failures).toEqual([
      {
        error: { code: 'REQUEST_TIMEOUT', message: 'Request Timeout', status: 0 },
        request: { path: 'slow', sessionCall: false, sessionToken: null },
      },
    ]);

    lost = false;
    await expect(http.get('slow', { ms: 1, value: 2 }, valueSchema)).resolves.toEqual({ value: 2 });
  });
});
