import fc from 'fast-check';
import { compareVersions, isNewerVersion, isSameVersion, parseVersion } from '@/domain/version/version';

describe('parseVersion', () => {
  it.each([
    ['1.2.10', [1, 2, 10]],
    ['  1.0 ', [1, 0]],
    ['v2.0.1', [2, 0, 1]],
    ['7', [7]],
    ['1.2.3-beta', null],
    ['1..2', null],
    ['1.2.', null],
    ['.1', null],
    ['', null],
    ['latest', null],
    ['<!doctype html>', null],
    ['99999999999999999999.1', null],
  ])('%p reads as %p', (text, expected) => {
    expect(parseVersion(text)).toEqual(expected);
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.2.10', '1.2.9', 1],
    ['1.2.9', '1.2.10', -1],
    ['1.0', '1.0.0', 0],
    ['1.0.0', '1', 0],
    ['1.0.1', '1.0', 1],
    ['2.0', '10.0', -1],
    ['v1.2', '1.2', 0],
    ['garbage', '1.0', null],
    ['1.0', '', null],
  ])('%s against %s is %p', (first, second, expected) => {
    expect(compareVersions(first, second)).toBe(expected);
  });

  const version = fc.array(fc.nat({ max: 50 }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-(compareVersions(b, a) ?? 0) || 0);
      }),
    );
  });

  it('ignores trailing zero parts', () => {
    fc.assert(
      fc.property(version, fc.integer({ min: 1, max: 3 }), (a, zeros) => {
        expect(compareVersions(a, a + '.0'.repeat(zeros))).toBe(0);
      }),
    );
  });
});

describe('isNewerVersion and isSameVersion', () => {
  it.each([
    ['1.2.10', '1.2.9', true, false],
    ['1.2.9', '1.2.10', false, false],
    ['1.0.0', '1.0', false, true],
    ['build-7f3a', 'build-7f3a', false, true],
    ['build-7f3a', 'build-8e1b', false, false],
    ['1.0', 'garbage', false, false],
  ])('%s against %s: newer %p, same %p', (candidate, than, newer, same) => {
    expect(isNewerVersion(candidate, than)).toBe(newer);
    expect(isSameVersion(candidate, than)).toBe(same);
  });
});
