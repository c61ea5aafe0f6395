import { createCheckForNewVersion } from '@/application/version/check-for-new-version.use-case';
import { createCheckForNewVersionWhenDue } from '@/application/version/check-for-new-version-when-due.use-case';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryStoredVersion } from '../../../support/fakes/in-memory-stored-version';
import { ScheduledPageReloader } from '../../../support/fakes/scheduled-page-reloader';
import { StubVersionSource } from '../../../support/fakes/stub-version-source';

function setUp(published: string | null, stored: string | null) {
  const clock = new FixedClock(Date.parse('2026-06-15T12:00:00Z'));
  const versionSource = new StubVersionSource(published);
  const latest = jest.spyOn(versionSource, 'latest');
  const storedVersion = new InMemoryStoredVersion(stored);
  const pageReloader = new ScheduledPageReloader(clock);
  const check = createCheckForNewVersionWhenDue({
    checkForNewVersion: createCheckForNewVersion({ versionSource, storedVersion, pageReloader }),
    clock,
  });
  return { clock, versionSource, latest, storedVersion, pageReloader, check };
}

describe('CheckForNewVersionWhenDue', () => {
  it('checks at start-up, then not again within ten minutes, then again', async () => {
    const { clock, versionSource, latest, check } = setUp('1.2.0', '1.2.0');
    await expect(check()).resolves.toEqual({ outcome: 'UP_TO_DATE' });
    clock.advance(599_999);
    await expect(check()).resolves.toEqual({ outcome: 'NOT_DUE' });
    expect(latest).toHaveBeenCalledTimes(1);

    versionSource.published = '1.3.0';
    clock.advance(1);
    await expect(check()).resolves.toEqual({
      outcome: 'NEW_VERSION',
      version: '1.3.0',
      previous: '1.2.0',
      reason: 'NEWER',
      reloadInMs: 3000,
    });
    expect(latest).toHaveBeenCalledTimes(2);
  });

  it('counts a check whose version file could not be read, so a broken file is not asked for on every tab switch', async () => {
    const { clock, check } = setUp(null, '1.2.0');
    await expect(check()).resolves.toEqual({ outcome: 'UNAVAILABLE' });
    clock.advance(60_000);
    await expect(check()).resolves.toEqual({ outcome: 'NOT_DUE' });
  });

  it('remembers the version silently on a first visit and schedules no reload', async () => {
    const { storedVersion, pageReloader, check } = setUp('1.2.0', null);
    await expect(check()).resolves.toEqual({ outcome: 'FIRST_VISIT', version: '1.2.0' });
    expect(storedVersion.version).toBe('1.2.0');
    expect(pageReloader.scheduled).toEqual([]);
  });

  it('lets only one of two checks started together reach the version file', async () => {
    const { latest, check } = setUp('1.2.0', '1.2.0');
    const [first, second] = await Promise.all([check(), check()]);
    expect([first.outcome, second.outcome]).toEqual(['UP_TO_DATE', 'NOT_DUE']);
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
