import fc from 'fast-check';
import {
  maskPhoneNumber,
  phoneLoginId,
  phoneMask,
  phoneNumberFieldRules,
  phoneNumberMaxLength,
  phoneNumberProblem,
} from '@/domain/accounts/phone-number';
import { acceptFieldChange } from '@/domain/validation/field-rules';

describe('the phone mask', () => {
  it('is +92, a space, 3 digits, a space and 7 digits: 15 characters, both spaces counted', () => {
    expect(phoneMask).toBe('+92 ### #######');
    expect(phoneNumberMaxLength).toBe(15);
    expect(phoneNumberFieldRules).toEqual({ mask: '+92 ### #######', maxLength: 15 });
  });

  it.each([
    ['', ''],
    ['3', '+92 3'],
    ['30', '+92 30'],
    ['300', '+92 300'],
    ['3001', '+92 300 1'],
    ['3001234567', '+92 300 1234567'],
    ['923001234567', '+92 300 1234567'],
    ['+923001234567', '+92 300 1234567'],
    ['+92 300 1234567', '+92 300 1234567'],
    ['300 1234567', '+92 300 1234567'],
    ['300 123 4567', '+92 300 1234567'],
    ['300-1234567', '+92 300 1234567'],
    ['+92-300-123-4567', '+92 300 1234567'],
    ['(300) 1234567', '+92 300 1234567'],
    [' 3 0 0 1 2 3 4 5 6 7 ', '+92 300 1234567'],
    ['30012345678', '+92 300 1234567'],
    ['+92 300 12345678', '+92 300 1234567'],
    ['+92 ', ''],
    ['+92', ''],
    ['+92 300 ', '+92 300'],
    ['abc', ''],
    ['300abc1234567', '+92 300 1234567'],
  ])('%j is shown as %j', (typed, shown) => {
    expect(maskPhoneNumber(typed)).toBe(shown);
  });

  it('fills the field keystroke by keystroke and stops at 15 characters', () => {
    let field = '';
    const shown: string[] = [];
    for (const key of '30012345678') {
      field = acceptFieldChange(phoneNumberFieldRules, field, `${field}${key}`);
      shown.push(field);
    }
    expect(shown).toEqual([
      '+92 3',
      '+92 30',
      '+92 300',
      '+92 300 1',
      '+92 300 12',
      '+92 300 123',
      '+92 300 1234',
      '+92 300 12345',
      '+92 300 123456',
      '+92 300 1234567',
      '+92 300 1234567',
    ]);
  });

  it('lets the customer delete back to an empty field, never leaving a bare "+92 "', () => {
    expect(acceptFieldChange(phoneNumberFieldRules, '+92 3', '+92 ')).toBe('');
  });
});

describe('phoneNumberProblem', () => {
  it.each([
    ['', 'PHONE_REQUIRED'],
    ['   ', 'PHONE_REQUIRED'],
    ['abc', 'PHONE_REQUIRED'],
    ['+92 ', 'PHONE_REQUIRED'],
    ['+92 3', 'PHONE_INVALID'],
    ['+92 300 12345', 'PHONE_INVALID'],
    ['+92 300 123456', 'PHONE_INVALID'],
    ['+92 300 1234567', null],
    ['+92 300 12345678', null],
    ['300-123-4567', null],
    ['3001234567', null],
  ])('%j: %s', (value, expected) => {
    expect(phoneNumberProblem(value)).toBe(expected);
  });

  it.each([
    [14, '+92 300 123456', 'PHONE_INVALID'],
    [15, '+92 300 1234567', null],
  ])('a masked value of %i characters (%j) is judged %s', (length, value, expected) => {
    expect(value).toHaveLength(length);
    expect(phoneNumberProblem(value)).toBe(expected);
  });

  it('a 16th character is dropped by the mask, so it never changes the verdict', () => {
    const sixteen = '+92 300 12345678';
    expect(sixteen).toHaveLength(16);
    expect(maskPhoneNumber(sixteen)).toHaveLength(15);
    expect(phoneNumberProblem(sixteen)).toBe(phoneNumberProblem('+92 300 1234567'));
  });
});

describe('phoneLoginId', () => {
  it.each([
    ['+92 300 1234567', '+923001234567'],
    ['300 1234567', '+923001234567'],
    ['300-123-4567', '+923001234567'],
    ['+92 300', '+92300'],
    ['', ''],
  ])('%j is sent as %j', (value, loginId) => {
    expect(phoneLoginId(value)).toBe(loginId);
  });
});

describe('phone mask laws', () => {
  const typed = fc.oneof(fc.string(), fc.stringMatching(/^[+0-9 ()-]{0,20}$/));

  it('masking is idempotent', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(maskPhoneNumber(maskPhoneNumber(input))).toBe(maskPhoneNumber(input));
      }),
    );
  });

  it('stripping spaces, then masking, gives the same masked value', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const masked = maskPhoneNumber(input);
        expect(maskPhoneNumber(input.replace(/\s/g, ''))).toBe(masked);
        expect(maskPhoneNumber(masked.replace(/\s/g, ''))).toBe(masked);
      }),
    );
  });

  it('the login id is the shown value without its spaces, and shows as that value again', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const masked = maskPhoneNumber(input);
        expect(phoneLoginId(input)).toBe(masked.replace(/ /g, ''));
        expect(maskPhoneNumber(phoneLoginId(input))).toBe(masked);
      }),
    );
  });

  it('a masked value never exceeds 15 characters and holds only the mask and digits', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const masked = maskPhoneNumber(input);
        expect(masked.length).toBeLessThanOrEqual(15);
        expect('+92 300 1234567'.length).toBe(15);
        expect(masked).toMatch(/^(\+92 [0-9]{1,3}( [0-9]{1,7})?)?$/);
      }),
    );
  });
});
