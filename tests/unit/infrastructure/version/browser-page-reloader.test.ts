import { BrowserPageReloader, type ReloadEnvironment } from '@/infrastructure/version/browser-page-reloader';

/** A browser whose steps are written to one journal, with caches and workers as the test gives them. */
function environment(parts: { caches?: string[] | 'FAILS'; workers?: number | 'FAILS' } = {}) {
  const journal: string[] = [];
  const timers: { run: () => void; delayMs: number }[] = [];
  const env: ReloadEnvironment = {
    reloadPage: () => journal.push('reload'),
    setTimeout: (run, delayMs) => timers.push({ run, delayMs }),
    ...(parts.caches === undefined
      ? {}
      : {
          caches: {
            keys: async () => {
              if (parts.caches === 'FAILS') throw new Error('SecurityError');
              return parts.caches ?? [];
            },
            delete: async (name: string) => {
              journal.push(`delete cache ${name}`);
              return true;
            },
          },
        }),
    ...(parts.workers === undefined
      ? {}
      : {
          serviceWorker: {
            getRegistrations: async () => {
              if (parts.workers === 'FAILS') throw new Error('InvalidStateError');
              return Array.from({ length: parts.workers as number }, (_, index) => ({
                unregister: async () => {
                  journal.push(`unregister worker ${index}`);
                  return true;
                },
              })) as unknown as readonly ServiceWorkerRegistration[];
            },
          },
        }),
  };
  return { env, journal, timers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BrowserPageReloader', () => {
  it('reloads at once on reload()', () => {
    const { env, journal, timers } = environment({ caches: ['app-v1'], workers: 1 });
    new BrowserPageReloader(env).reload();
    expect(journal).toEqual(['reload']);
    expect(timers).toEqual([]);
  });

  it('after the delay, empties every cache, unregisters every worker, then reloads', async () => {
    const { env, journal, timers } = environment({ caches: ['app-v1', 'images'], workers: 2 });
    new BrowserPageReloader(env).reloadFreshAfter(3000);
    expect(timers.map((timer) => timer.delayMs)).toEqual([3000]);
    expect(journal).toEqual([]);
    timers[0]?.run();
    await settle();
    expect(journal).toEqual([
      'delete cache app-v1',
      'delete cache images',
      'unregister worker 0',
      'unregister worker 1',
      'reload',
    ]);
  });

  it.each([
    ['without Cache Storage or service workers', {}],
    ['when both fail', { caches: 'FAILS', workers: 'FAILS' } as const],
  ])('still reloads %s', async (_case, parts) => {
    const { env, journal, timers } = environment(parts);
    new BrowserPageReloader(env).reloadFreshAfter(3000);
    timers[0]?.run();
    await settle();
    expect(journal).toEqual(['reload']);
  });

  it('schedules one fresh reload however often it is asked', () => {
    const { env, timers } = environment();
    const reloader = new BrowserPageReloader(env);
    reloader.reloadFreshAfter(3000);
    reloader.reloadFreshAfter(3000);
    expect(timers).toHaveLength(1);
  });
});
