import fc from 'fast-check';
import { anyText } from '../../../support/any-text';
import { characterCount, cutToMaxLength } from '@/domain/validation/max-length';

describe('cutToMaxLength', () => {
  it.each([
    ['abcde', 5, 'abcde'],
    ['abcdef', 5, 'abcde'],
    ['abcdefghij', 5, 'abcde'],
    ['abc', 5, 'abc'],
    ['', 5, ''],
    ['abc', 0, ''],
    ['äöåäöå', 3, 'äöå'],
    ['ab😀cd', 3, 'ab😀'],
    ['😀😀😀', 2, '😀😀'],
  ])('%j cut to %i is %j', (value, maxLength, expected) => {
    expect(cutToMaxLength(value, maxLength)).toBe(expected);
  });

  it('keeps the start of the value and never more characters than the maximum', () => {
    fc.assert(
      fc.property(anyText(), fc.nat(40), (value, maxLength) => {
        const cut = cutToMaxLength(value, maxLength);
        expect(characterCount(cut)).toBe(Math.min(characterCount(value), maxLength));
        expect(value.startsWith(cut)).toBe(true);
      }),
    );
  });
});
