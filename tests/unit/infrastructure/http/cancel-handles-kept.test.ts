import * as z from 'zod/mini';
import { HttpClient } from '@/infrastructure/http/http-client';
import { keptCancelHandles, LatestRequestOnly } from '@/infrastructure/http/latest-request-only';
import { startLocalServer, type LocalServer } from './local-server';

describe('cancel handles older than the fourth are dropped (§9)', () => {
  it('keeps the four newest handles: a fifth request drops the oldest one', () => {
    const latest = new LatestRequestOnly();
    const handles = ['a', 'b', 'c', 'd', 'e'].map((key) => latest.begin(key));
    expect(keptCancelHandles).toBe(4);

    expect(latest.size).toBe(4);
    // The dropped handle is forgotten, not used: its request is not cancelled by the drop.
    expect(handles.map((handle) => handle.signal.aborted)).toEqual([false, false, false, false, false]);
    const again = latest.begin('a');
    expect(handles[0]?.signal.aborted).toBe(false);
    expect(again.signal.aborted).toBe(false);
  });

  it('still cancels an older request whose handle is among the four newest', () => {
    const latest = new LatestRequestOnly();
    const first = latest.begin('a');
    ['b', 'c', 'd'].forEach((key) => latest.begin(key));
    latest.begin('a');
    expect(first.signal.aborted).toBe(true);
    expect(latest.size).toBe(4);
  });

  it('counts a repeated key as the newest handle, so it outlives older ones', () => {
    const latest = new LatestRequestOnly();
    latest.begin('a');
    latest.begin('b');
    const newestA = latest.begin('a');
    ['c', 'd', 'e'].forEach((key) => latest.begin(key));
    latest.begin('a');
    expect(newestA.signal.aborted).toBe(true);
  });

  describe('through the request client', () => {
    let server: LocalServer;
    let http: HttpClient;
    const valueSchema = z.object({ value: z.int() });

    beforeAll(async () => {
      server = await startLocalServer();
      http = new HttpClient({ baseUrl: server.baseUrl });
    });

    afterAll(() => server.stop());

    it('lets a request run on once four newer ones to other URLs dropped its handle', async () => {
      const oldest = http.get('slow', { ms: 400, value: 1 }, valueSchema);
      const others = [2, 3, 4, 5].map((value) => http.get('slow', { ms: 400, value }, valueSchema));
      const repeat = http.get('slow', { ms: 400, value: 1 }, valueSchema);
      await expect(Promise.all([oldest, ...others, repeat])).resolves.toEqual(
        [1, 2, 3, 4, 5, 1].map((value) => ({ value })),
      );
    });
  });
});
