import { createCheckForNewVersion } from '@/application/version/check-for-new-version.use-case';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryStoredVersion } from '../../../support/fakes/in-memory-stored-version';
import { ScheduledPageReloader } from '../../../support/fakes/scheduled-page-reloader';
import { StubVersionSource } from '../../../support/fakes/stub-version-source';

function setUp(published: string | null, stored: string | null) {
  const clock = new FixedClock(Date.parse('2026-06-15T12:00:00Z'));
  const versionSource = new StubVersionSource(published);
  const storedVersion = new InMemoryStoredVersion(stored);
  const pageReloader = new ScheduledPageReloader(clock);
  const check = createCheckForNewVersion({ versionSource, storedVersion, pageReloader });
  return { clock, versionSource, storedVersion, pageReloader, check };
}

describe('CheckForNewVersion', () => {
  it.each([
    ['1.2.10', '1.2.9', 'NEWER'],
    ['1.2.9', '1.2.10', 'DIFFERENT'],
    ['build-7f3a', '2.0.0', 'DIFFERENT'],
  ])('announces %s over %s (%s), remembers it and reloads fresh 3 s later', async (published, stored, reason) => {
    const { clock, storedVersion, pageReloader, check } = setUp(published, stored);
    expect(await check()).toEqual({
      outcome: 'NEW_VERSION',
      version: published,
      previous: stored,
      reason,
      reloadInMs: 3000,
    });
    expect(storedVersion.version).toBe(published);
    clock.advance(2_999);
    expect(pageReloader.happened()).toEqual([]);
    clock.advance(1);
    expect(pageReloader.happened()).toEqual([{ at: clock.now(), fresh: true }]);
  });

  it.each([
    ['1.2.10', '1.2.10'],
    ['1.0.0', '1.0'],
  ])('keeps quiet when %s is published and %s was run', async (published, stored) => {
    const { storedVersion, pageReloader, check } = setUp(published, stored);
    expect(await check()).toEqual({ outcome: 'UP_TO_DATE' });
    expect(storedVersion.version).toBe(stored);
    expect(pageReloader.scheduled).toEqual([]);
  });

  it('remembers the version on a first visit without announcing it', async () => {
    const { storedVersion, pageReloader, check } = setUp('1.3.0', null);
    expect(await check()).toEqual({ outcome: 'FIRST_VISIT', version: '1.3.0' });
    expect(storedVersion.version).toBe('1.3.0');
    expect(pageReloader.scheduled).toEqual([]);
  });

  it.each([[null], [''], ['  ']])('changes nothing when the version file gives %p', async (published) => {
    const { storedVersion, pageReloader, check } = setUp(published, '1.2.9');
    expect(await check()).toEqual({ outcome: 'UNAVAILABLE' });
    expect(storedVersion.version).toBe('1.2.9');
    expect(pageReloader.scheduled).toEqual([]);
  });

  it('announces a version once, even if the page has not reloaded yet', async () => {
    const { pageReloader, check } = setUp('1.3.0', '1.2.9');
    await check();
    expect(await check()).toEqual({ outcome: 'UP_TO_DATE' });
    expect(pageReloader.scheduled).toHaveLength(1);
  });
});
