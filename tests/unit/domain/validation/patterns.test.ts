import {
  isComplexPassword,
  isDateAndTime24h,
  isDecimalNumber,
  isEmail,
  isFinnishLetters,
  isModeratePassword,
  isNonEmpty,
  isTime12h,
  isTime24h,
  isWholeNumber,
  matchesPattern,
  validationPatterns,
  type ValidationPattern,
} from '@/domain/validation/patterns';

describe('isEmail', () => {
  it.each([
    ['aino.virtanen@example.fi', true],
    ['aino+kuitit@posti.fi', true],
    ['a_b-c%d@sub.example.co.uk', true],
    ['AINO@EXAMPLE.FI', true],
    ['aino@example', false],
    ['aino@example.f', false],
    ['aino.example.fi', false],
    ['aino@@example.fi', false],
    ['.aino@example.fi', false],
    ['aino.@example.fi', false],
    ['aino..v@example.fi', false],
    ['aino@example..fi', false],
    ['aino@-example.fi', false],
    ['aino@example-.fi', false],
    ['aino virtanen@example.fi', false],
    [' aino@example.fi', false],
    ['äino@example.fi', false],
    ['', false],
  ])('%j is an email address: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('passwords', () => {
  it.each([
    ['Kesa2026', true, false],
    ['Kesä2026', true, false],
    ['ÄITI2026x', true, false],
    ['Kesa202', false, false],
    ['kesa2026', false, false],
    ['KESA2026', false, false],
    ['Kesakuuta', false, false],
    ['Kesa2026!', true, true],
    ['Kesa 2026', true, false],
    ['Kesa202!', true, true],
    ['Kes2!', false, false],
    ['Kesa2026€', true, true],
  ])('%j: moderate %s, complex %s', (value, moderate, complex) => {
    expect(isModeratePassword(value)).toBe(moderate);
    expect(isComplexPassword(value)).toBe(complex);
  });

  it('counts characters, not UTF-16 units, towards the 8', () => {
    expect(isModeratePassword('Ab1😀😀😀😀😀')).toBe(true);
    expect(isModeratePassword('Ab1😀😀😀😀')).toBe(false);
  });
});

describe('numbers', () => {
  it.each([
    ['0', true, true],
    ['42', true, true],
    ['-7', true, true],
    ['007', true, true],
    ['12.50', false, true],
    ['12,50', false, true],
    ['-0.5', false, true],
    ['12.', false, false],
    ['.5', false, false],
    ['1.2.3', false, false],
    ['4 2', false, false],
    ['+4', false, false],
    ['1e3', false, false],
    ['٣', false, false],
    ['', false, false],
  ])('%j: whole %s, decimal %s', (value, whole, decimal) => {
    expect(isWholeNumber(value)).toBe(whole);
    expect(isDecimalNumber(value)).toBe(decimal);
  });
});

describe('times', () => {
  it.each([
    ['00:00', true],
    ['9:05', true],
    ['09:05', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
    ['12:5', false],
    ['1205', false],
    ['9:30 PM', false],
  ])('%j is a 24-hour time: %s', (value, expected) => {
    expect(isTime24h(value)).toBe(expected);
  });

  it.each([
    ['9:30 PM', true],
    ['09:30 pm', true],
    ['12:00am', true],
    ['1:00 Am', true],
    ['12:59 PM', true],
    ['13:00 PM', false],
    ['00:30 AM', false],
    ['0:30 AM', false],
    ['9:30', false],
    ['9:30  PM', false],
    ['9:60 PM', false],
    ['9:30 P.M.', false],
  ])('%j is a 12-hour time: %s', (value, expected) => {
    expect(isTime12h(value)).toBe(expected);
  });

  it.each([
    ['2026-06-15T12:30', true],
    ['2024-02-29T00:00', true],
    ['2026-06-15', false],
    ['12:30', false],
    ['2026-02-30T12:30', false],
    ['2026-06-15T24:00', false],
    ['2026-06-15 12:30', false],
    ['2026-06-15T12:30T1', false],
    ['June 15 2026 12:30', false],
  ])('%j is a date and a 24-hour time: %s', (value, expected) => {
    expect(isDateAndTime24h(value)).toBe(expected);
  });
});

describe('isFinnishLetters', () => {
  it.each([
    ['Äijälä', true],
    ['åäöÅÄÖ', true],
    ['Anna-Liisa', true],
    ['Linnéa Öhman', true],
    ['Šakki žonglööri', true],
    ['Müller', true],
    ['A\u0308iti', true],
    ['R2D2', false],
    ['Aino_V', false],
    ['Aino  Virtanen', false],
    [' Aino', false],
    ['Aino-', false],
    ["O'Brien", false],
    ['Øystein', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isFinnishLetters(value)).toBe(expected);
  });
});

describe('isNonEmpty', () => {
  it.each([
    ['Aino', true],
    [' a ', true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
    ['\u00a0', false],
  ])('%j: %s', (value, expected) => {
    expect(isNonEmpty(value)).toBe(expected);
  });
});

describe('matchesPattern', () => {
  const examples: Record<ValidationPattern, readonly [accepted: string, refused: string]> = {
    email: ['aino@example.fi', 'aino@example'],
    passwordModerate: ['Kesa2026', 'kesa2026'],
    passwordComplex: ['Kesa2026!', 'Kesa2026'],
    wholeNumber: ['42', '4.2'],
    decimalNumber: ['4,2', '4,'],
    date: ['2026-06-15', '2026-02-30'],
    time24h: ['23:59', '24:00'],
    time12h: ['11:59 PM', '13:00 PM'],
    finnishLetters: ['Äijälä', 'R2D2'],
    nonEmpty: ['x', ' '],
  };

  it('knows every pattern by name', () => {
    expect([...validationPatterns].sort()).toEqual(Object.keys(examples).sort());
  });

  it.each(Object.entries(examples))('%s accepts %j and refuses the other', (pattern, [accepted, refused]) => {
    expect(matchesPattern(pattern as ValidationPattern, accepted)).toBe(true);
    expect(matchesPattern(pattern as ValidationPattern, refused)).toBe(false);
  });
});
