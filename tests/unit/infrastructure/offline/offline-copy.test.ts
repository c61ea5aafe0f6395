import { keepMessageFor, keepOfflineCopy, type WorkerContainerLike } from '@/infrastructure/offline/offline-copy';

const page = { href: 'https://shop.example/?lng=fi', origin: 'https://shop.example' };

function fakeContainer(controller: unknown, options: { refuse?: boolean } = {}) {
  const posted: unknown[] = [];
  const registered: Array<{ url: string; scope: string }> = [];
  const container: WorkerContainerLike = {
    controller,
    ready: Promise.resolve({ active: { postMessage: (message: unknown) => void posted.push(message) } }),
    register: async (url, { scope }) => {
      if (options.refuse) throw new Error('SecurityError');
      registered.push({ url, scope });
    },
  };
  return { container, posted, registered };
}

describe('keepOfflineCopy', () => {
  it('registers the app worker for every page and hands an uncontrolled page to it, as Workbox reads it', async () => {
    const { container, posted, registered } = fakeContainer(null);
    await keepOfflineCopy(container, page);
    expect(registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    expect(posted).toEqual([keepMessageFor(page.href, page.origin)]);
    expect(posted).toEqual([
      {
        type: 'CACHE_URLS',
        payload: {
          urlsToCache: [
            ['https://shop.example/?lng=fi', { headers: { accept: 'text/html' } }],
            'https://shop.example/config.json',
          ],
        },
      },
    ]);
  });

  it('hands nothing over when a worker already controlled the load: it saw the page itself', async () => {
    const { container, posted, registered } = fakeContainer({});
    await keepOfflineCopy(container, page);
    expect(registered).toHaveLength(1);
    expect(posted).toEqual([]);
  });

  it('leaves a browser that refuses a worker, or has none, working online', async () => {
    const { container, posted } = fakeContainer(null, { refuse: true });
    await expect(keepOfflineCopy(container, page)).resolves.toBeUndefined();
    expect(posted).toEqual([]);
    await expect(keepOfflineCopy(undefined, page)).resolves.toBeUndefined();
  });
});
