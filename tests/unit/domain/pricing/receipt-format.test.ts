import fc from 'fast-check';
import { formatReceiptAmount, parseReceiptAmount } from '@/domain/pricing/receipt-format';

describe('formatReceiptAmount', () => {
  it.each([
    [0, '0,00'],
    [1, '0,01'],
    [10, '0,10'],
    [1999, '19,99'],
    [99999, '999,99'],
    [100000, '1\u00a0000,00'],
    [123450, '1\u00a0234,50'],
    [197901, '1\u00a0979,01'],
    [100000000, '1\u00a0000\u00a0000,00'],
    [Number.MAX_SAFE_INTEGER, '90\u00a0071\u00a0992\u00a0547\u00a0409,91'],
    [-5, '\u22120,05'],
    [-123450, '\u22121\u00a0234,50'],
  ])('prints %i minor units as %p', (amount, expected) => {
    expect(formatReceiptAmount(amount)).toBe(expected);
  });

  it('groups digits with U+00A0 NO-BREAK SPACE, not a plain or narrow space', () => {
    const separator = formatReceiptAmount(123450).charAt(1);
    expect(separator.codePointAt(0)).toBe(0x00a0);
  });
});

describe('parseReceiptAmount', () => {
  it.each<[string, number | null]>([
    ['0,00', 0],
    ['19,99', 1999],
    ['1\u00a0234,50', 123450],
    ['1 234,50', 123450],
    ['1\u202f234,50', 123450],
    ['1234,5', 123450],
    ['15', 1500],
    ['\u22120,05', -5],
    ['-0,05', -5],
    ['-0,00', 0],
    ['  7,20 ', 720],
    ['19.99', null],
    ['1,234', null],
    ['12 34,00', null],
    ['', null],
    ['€ 5,00', null],
    ['99999999999999999999,00', null],
  ])('reads %p as %p', (text, expected) => {
    expect(parseReceiptAmount(text)).toBe(expected);
  });

  it('reads back every amount it printed', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(parseReceiptAmount(formatReceiptAmount(amount))).toBe(amount);
      }),
    );
  });
});
