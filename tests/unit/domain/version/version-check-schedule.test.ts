import { isVersionCheckDue, versionRecheckIntervalMs } from '@/domain/version/version-check-schedule';

describe('isVersionCheckDue', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');

  it('rechecks at most every ten minutes', () => {
    expect(versionRecheckIntervalMs).toBe(600_000);
  });

  it.each([
    ['never checked', null, true],
    ['checked a moment ago', now - 1, false],
    ['checked 9 min 59 s ago', now - 599_999, false],
    ['checked exactly 10 min ago', now - 600_000, true],
    ['checked an hour ago', now - 3_600_000, true],
  ])('%s → %s', (_case, lastCheckAt, due) => {
    expect(isVersionCheckDue(lastCheckAt, now)).toBe(due);
  });
});
