import { createReadAppInfo } from '@/application/version/read-app-info.use-case';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { StubVersionSource } from '../../../support/fakes/stub-version-source';

describe('ReadAppInfo', () => {
  it("tells the deployed version and the clock's year", async () => {
    const read = createReadAppInfo({
      versionSource: new StubVersionSource(' 1.4.2 '),
      clock: new FixedClock(Date.parse('2027-06-30T10:00:00Z')),
    });
    expect(await read()).toEqual({ version: '1.4.2', year: 2027 });
  });

  it('takes the year in UTC, so the last second of a year is still that year', async () => {
    const read = createReadAppInfo({
      versionSource: new StubVersionSource('1.0.0'),
      clock: new FixedClock(Date.parse('2026-12-31T23:59:59Z')),
    });
    expect((await read()).year).toBe(2026);
  });

  it.each([
    ['unreachable', null],
    ['blank', '  '],
  ])('gives no version when the version file is %s, and still the year', async (_case, published) => {
    const read = createReadAppInfo({
      versionSource: new StubVersionSource(published),
      clock: new FixedClock(Date.parse('2026-01-01T00:00:00Z')),
    });
    expect(await read()).toEqual({ version: null, year: 2026 });
  });
});
