import fc from 'fast-check';
import { anyText } from '../../../support/any-text';
import {
  applyInputFilter,
  applyInputFilterPerCharacter,
  inputFilters,
  passesInputFilter,
  type InputFilter,
} from '@/domain/validation/input-filter';

describe('applyInputFilterPerCharacter', () => {
  it('keeps what each keystroke would have kept: a refused character is dropped, the letters around it stay', () => {
    expect(applyInputFilterPerCharacter('alphanumericWithSpace', 'piz#za')).toBe('pizza');
    expect(applyInputFilterPerCharacter('alphanumericWithSpace', 'Äitö 12')).toBe('Äitö 12');
    expect(applyInputFilterPerCharacter('numeric', '1a2\u00003')).toBe('123');
    expect(applyInputFilterPerCharacter('float', '12,5,0')).toBe('12,50');
  });

  it('keeps nothing of text that no keystroke could have typed', () => {
    expect(applyInputFilterPerCharacter('alphaWithSpace', '#1?')).toBe('');
    expect(applyInputFilterPerCharacter('alphaWithSpace', '')).toBe('');
  });

  it('keeps a letter written as a base letter and its combining mark', () => {
    expect(applyInputFilterPerCharacter('alphaWithSpace', 'a\u0308iti')).toBe('a\u0308iti');
  });
});

describe('applyInputFilter', () => {
  it.each<[InputFilter, string, string, string]>([
    ['alphanumeric', 'Kesä', 'Kesä2', 'Kesä2'],
    ['alphanumeric', 'Kesä', 'Kesä 2', 'Kesä'],
    ['alphanumeric', 'Kesä', 'Kesä-2', 'Kesä'],
    ['alphanumeric', 'ab', 'abŠž', 'abŠž'],
    ['alphanumericWithSpace', 'Kesä', 'Kesä 2', 'Kesä 2'],
    ['alphanumericWithSpace', 'Kesä', 'Kesä\t2', 'Kesä'],
    ['alphanumericWithSpace', 'Kesä', 'Kesä\n2', 'Kesä'],
    ['alphanumericWithSpace', 'Kesä', 'Kesä_2', 'Kesä'],
    ['alphaWithSpace', 'Aino', 'Aino V', 'Aino V'],
    ['alphaWithSpace', 'Aino', 'Aino 5', 'Aino'],
    ['alphaWithSpace', 'Aino', 'Ainoé', 'Ainoé'],
    ['numeric', '12', '123', '123'],
    ['numeric', '12', '12a', '12'],
    ['numeric', '12', '12.5', '12'],
    ['numeric', '12', '-12', '12'],
    ['numeric', '12', '12 ', '12'],
    ['numeric', '12', '12٣', '12'],
    ['float', '12', '12,', '12,'],
    ['float', '12', '12.', '12.'],
    ['float', '', '.', '.'],
    ['float', '12,5', '12,50', '12,50'],
    ['float', '12.5', '12.5.', '12.5'],
    ['float', '12.5', '12.5,', '12.5'],
    ['float', '12', '12e3', '12'],
    ['float', '12', '-12', '12'],
  ])('%s: from %j, %j leaves %j', (filter, previous, next, expected) => {
    expect(applyInputFilter(filter, previous, next)).toBe(expected);
  });

  it.each(inputFilters)('%s lets the customer empty the field', (filter) => {
    expect(applyInputFilter(filter, 'x1', '')).toBe('');
  });

  it('judges an ä typed as a + combining diaeresis like a precomposed one', () => {
    expect(passesInputFilter('alphaWithSpace', 'A\u0308iti')).toBe(true);
  });

  it('never lets a non-digit into a numeric field, whatever is typed or pasted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]*$/), anyText(), (previous, next) => {
        expect(applyInputFilter('numeric', previous, next)).toMatch(/^[0-9]*$/);
      }),
    );
  });

  it('answers either the change or the previous value, never a third one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...inputFilters), fc.string(), fc.string(), (filter, previous, next) => {
        expect([previous, next]).toContain(applyInputFilter(filter, previous, next));
      }),
    );
  });
});
