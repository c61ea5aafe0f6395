import { readOptionEntry, sameOptionEntry } from '@/domain/merchant-console/product-option-entry';

describe('readOptionEntry', () => {
  it.each([
    ['category', '  Keitot ', { ok: true, value: 'Keitot' }],
    ['category', '   ', { ok: false, problem: 'REQUIRED' }],
    ['category', 'x'.repeat(100), { ok: true, value: 'x'.repeat(100) }],
    ['category', 'x'.repeat(101), { ok: false, problem: 'TOO_LONG' }],
    ['brand', 'x'.repeat(101), { ok: false, problem: 'TOO_LONG' }],
    ['size', 'x'.repeat(50), { ok: true, value: 'x'.repeat(50) }],
    ['size', 'x'.repeat(51), { ok: false, problem: 'TOO_LONG' }],
  ] as const)('reads a %s entry %j', (list, value, reading) => {
    expect(readOptionEntry(list, value)).toEqual(reading);
  });
});

describe('sameOptionEntry', () => {
  it.each([
    ['Jälkiruoat', 'JÄLKIRUOAT', true],
    [' Iso', 'iso ', true],
    ['Iso', 'Isompi', false],
  ])('%j and %j are the same entry: %s', (a, b, same) => {
    expect(sameOptionEntry(a, b)).toBe(same);
  });
});
