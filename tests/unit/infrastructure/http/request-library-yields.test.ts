import * as z from 'zod/mini';
import type * as AxiosExchange from '@/infrastructure/http/axios-exchange';
import { startLocalServer, type LocalServer } from './local-server';

const valueSchema = z.object({ value: z.int() });

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * The request library arrives with the first request; its arrival and that first request are two tasks where the
 * browser can yield (Chromium's scheduler.yield), so neither makes the first screen's main thread wait long.
 */
describe('the request library and its first request', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer();
  });
  afterAll(() => server.stop());
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.dontMock('@/infrastructure/http/axios-exchange');
  });

  it("wait for the browser's next turn between the library's arrival and the request", async () => {
    let turn = () => undefined as void;
    const yielded = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          turn = resolve;
        }),
    );
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    const created = jest.fn();
    jest.resetModules();
    jest.doMock('@/infrastructure/http/axios-exchange', () => {
      const actual = jest.requireActual<typeof AxiosExchange>('@/infrastructure/http/axios-exchange');
      return {
        createAxiosExchange: (...options: Parameters<typeof actual.createAxiosExchange>) => {
          created();
          return actual.createAxiosExchange(...options);
        },
      };
    });
    const { HttpClient } = await import('@/infrastructure/http/http-client');
    const http = new HttpClient({ baseUrl: server.baseUrl });

    const answer = http.get('slow', { ms: 1, value: 3 }, valueSchema);
    await until(() => yielded.mock.calls.length > 0);
    expect(yielded).toHaveBeenCalledTimes(1);
    expect(created).not.toHaveBeenCalled();

    turn();
    await expect(answer).resolves.toEqual({ value: 3 });
    expect(created).toHaveBeenCalledTimes(1);
    // Only the library's arrival waits: a later request goes at once.
    await expect(http.get('slow', { ms: 1, value: 4 }, valueSchema)).resolves.toEqual({ value: 4 });
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('go at once where the browser has no scheduler to yield to', async () => {
    jest.resetModules();
    const { HttpClient } = await import('@/infrastructure/http/http-client');
    const http = new HttpClient({ baseUrl: server.baseUrl });
    await expect(http.get('slow', { ms: 1, value: 5 }, valueSchema)).resolves.toEqual({ value: 5 });
  });
});
