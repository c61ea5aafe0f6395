import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createVersionFeature } from '@/app/features/version.wiring';
import { useCases } from '../../support/fake-resolver';
import type {
  CheckForNewVersionWhenDue,
  ScheduledVersionCheck,
} from '@/application/version/check-for-new-version-when-due.use-case';
import { BrowserPageReloader } from '@/infrastructure/version/browser-page-reloader';
import { LocalStoredVersion } from '@/infrastructure/version/local-stored-version';
import { VersionCheckMount } from '@/presentation/version/version-check-mount';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { StubVersionSource } from '../../support/fakes/stub-version-source';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

const newVersion: ScheduledVersionCheck = {
  outcome: 'NEW_VERSION',
  version: '1.3.0',
  previous: '1.2.0',
  reason: 'NEWER',
  reloadInMs: 3000,
};

/** Renders the mount and lets the check it starts just after rendering answer. */
async function renderMount(
  check: CheckForNewVersionWhenDue,
  options: { language?: 'fi'; fakeTimers?: boolean; onCurrent?: () => void } = {},
) {
  const view = await renderWithProviders(<VersionCheckMount onCurrent={options.onCurrent} />, {
    resolver: fakeResolver([[useCases.checkForNewVersionWhenDue, check]]),
    ...(options.language ? { language: options.language } : {}),
  });
  await act(async () => {
    if (options.fakeTimers) jest.advanceTimersByTime(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

async function showTab(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  localStorage.clear();
});

describe('the new-version dialog', () => {
  it('announces a new version once the app has rendered, saying the page reloads in 3 seconds', async () => {
    const check = jest.fn<Promise<ScheduledVersionCheck>, []>().mockResolvedValue(newVersion);
    await renderMount(check);
    const dialog = await screen.findByRole('dialog', { name: 'New version launched' });
    expect(dialog).toHaveTextContent('A new version of the app has been launched. The page reloads in 3 seconds.');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('speaks Finnish', async () => {
    await renderMount(() => Promise.resolve(newVersion), { language: 'fi' });
    const dialog = await screen.findByRole('dialog', { name: 'Uusi versio julkaistu' });
    expect(dialog).toHaveTextContent(
      'Sovelluksesta on julkaistu uusi versio. Sivu latautuu uudelleen 3 sekunnin kuluttua.',
    );
    expect(within(dialog).getByRole('button', { name: 'Sulje' })).toBeInTheDocument();
  });

  it.each<ScheduledVersionCheck>([
    { outcome: 'FIRST_VISIT', version: '1.2.0' },
    { outcome: 'UP_TO_DATE' },
    { outcome: 'UNAVAILABLE' },
    { outcome: 'NOT_DUE' },
  ])('stays silent when the check answers $outcome', async (answer) => {
    const check = jest.fn<Promise<ScheduledVersionCheck>, []>().mockResolvedValue(answer);
    await renderMount(check);
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[ScheduledVersionCheck, number]>([
    [{ outcome: 'FIRST_VISIT', version: '1.2.0' }, 1],
    [{ outcome: 'UP_TO_DATE' }, 1],
    [{ outcome: 'UNAVAILABLE' }, 1],
    [{ outcome: 'NOT_DUE' }, 0],
    [newVersion, 0],
  ])(
    'tells the shell the build is current (it then keeps it offline) when the check answers %o',
    async (answer, told) => {
      const onCurrent = jest.fn();
      await renderMount(() => Promise.resolve(answer), { onCurrent });
      expect(onCurrent).toHaveBeenCalledTimes(told);
    },
  );

  it('stays silent when the check itself cannot run', async () => {
    await renderMount(() => Promise.reject(new Error('chunk failed')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the focus and closes with Escape', async () => {
    await renderMount(() => Promise.resolve(newVersion));
    const dialog = await screen.findByRole('dialog', { name: 'New version launched' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    await renderMount(() => Promise.resolve(newVersion));
    const dialog = await screen.findByRole('dialog', { name: 'New version launched' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks again each time the tab is shown, and announces what that check finds', async () => {
    const check = jest
      .fn<Promise<ScheduledVersionCheck>, []>()
      .mockResolvedValueOnce({ outcome: 'UP_TO_DATE' })
      .mockResolvedValueOnce(newVersion);
    await renderMount(check);
    await showTab('hidden');
    expect(check).toHaveBeenCalledTimes(1);
    await showTab('visible');
    expect(check).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('dialog', { name: 'New version launched' })).toBeInTheDocument();
  });
});

describe('the new-version reload, with the real check and browser adapters', () => {
  afterEach(() => jest.useRealTimers());

  function realCheck(published: string, reloadPage: () => void): CheckForNewVersionWhenDue {
    return createVersionFeature({
      versionSource: new StubVersionSource(published),
      storedVersion: new LocalStoredVersion(() => localStorage),
      pageReloader: new BrowserPageReloader({ reloadPage, setTimeout: (run, ms) => setTimeout(run, ms) }),
      clock: new FixedClock(Date.parse('2026-06-15T12:00:00Z')),
    }).checkForNewVersionWhenDue;
  }

  it('remembers the new version and reloads exactly 3000 ms after announcing it', async () => {
    jest.useFakeTimers();
    localStorage.setItem('appVersion', '1.2.0');
    const reloadPage = jest.fn();
    await renderMount(realCheck('1.3.0', reloadPage), { fakeTimers: true });
    expect(await screen.findByRole('dialog', { name: 'New version launched' })).toBeInTheDocument();
    expect(localStorage.getItem('appVersion')).toBe('1.3.0');

    await act(async () => {
      jest.advanceTimersByTime(2999);
    });
    expect(reloadPage).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('on a first visit remembers the version silently and never reloads', async () => {
    jest.useFakeTimers();
    const reloadPage = jest.fn();
    await renderMount(realCheck('1.3.0', reloadPage), { fakeTimers: true });
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('appVersion')).toBe('1.3.0');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
