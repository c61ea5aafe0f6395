import { act, screen } from '@testing-library/react';
import { OfflineMount } from '@/presentation/offline/offline-mount';
import { useCases } from '../../support/fake-resolver';
import { localeText } from '../../support/locale-files';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

let online = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
});

async function goOffline(offline: boolean) {
  await act(async () => {
    online = !offline;
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

async function renderMount(language: 'fi' | 'en', keepShopForOffline = jest.fn(() => Promise.resolve())) {
  await renderWithProviders(<OfflineMount />, {
    resolver: fakeResolver([
      [useCases.keepShopForOffline, keepShopForOffline],
      [useCases.ordersMayWait, () => false],
    ]),
    language,
  });
  return keepShopForOffline;
}

describe('the offline mount', () => {
  it.each(['fi', 'en'] as const)(
    '%s: says the shop is offline and what still works while the browser is offline, and only then',
    async (language) => {
      const t = (key: string) => localeText(language, key);
      await renderMount(language);
      expect(screen.queryByRole('status')).toBeNull();

      await goOffline(true);
      const banner = await screen.findByRole('status', { name: t('offline.banner.title') });
      expect(banner).toHaveTextContent(t('offline.banner.whatWorks'));

      await goOffline(false);
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it('shows the banner at once on a page loaded offline', async () => {
    online = false;
    await renderMount('en');
    expect(await screen.findByRole('status', { name: 'You are offline' })).toBeVisible();
  });

  it('starts keeping the shop for offline use once, when mounted', async () => {
    const keep = await renderMount('en');
    await act(async () => undefined);
    expect(keep).toHaveBeenCalledTimes(1);
  });
});
