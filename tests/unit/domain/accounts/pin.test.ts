import fc from 'fast-check';
import { anyText } from '../../../support/any-text';
import { pinInputMaxLength } from '@/domain/accounts/account-field-limits';
import { acceptPinChange, pinLength, pinProblem } from '@/domain/accounts/pin';

describe('pinProblem', () => {
  it.each([
    ['', 'PIN_INVALID'],
    ['a1b2c', 'PIN_INVALID'],
    ['a1b2c3', null],
    ['123456', null],
    ['ABCDEF', null],
    ['a1b2c3d', 'PIN_INVALID'],
    ['a1 2c3', 'PIN_INVALID'],
    [' a1b2c', 'PIN_INVALID'],
    ['a1b2cä', 'PIN_INVALID'],
    ['a1b2c!', 'PIN_INVALID'],
    ['a1b2c٣', 'PIN_INVALID'],
    ['12345\n', 'PIN_INVALID'],
  ])('%j: %s', (pin, expected) => {
    expect(pinProblem(pin)).toBe(expected);
  });

  it('takes exactly 6 characters and offers 30 in the field', () => {
    expect(pinLength).toBe(6);
    expect(pinInputMaxLength).toBe(30);
  });
});

describe('acceptPinChange', () => {
  it.each([
    ['a1b2c', 'a1b2c3', 'a1b2c3'],
    ['a1b2c3', 'a1b2c3d', 'a1b2c3d'],
    ['a1b2c', 'a1b2c ', 'a1b2c'],
    ['a1b2c', 'a1b2cä', 'a1b2c'],
    ['a1b2c', 'a1b2c-', 'a1b2c'],
    ['a1b2c', '', ''],
    ['x'.repeat(30), 'x'.repeat(31), 'x'.repeat(30)],
    ['', 'y'.repeat(40), 'y'.repeat(30)],
  ])('from %j, %j leaves %j', (previous, next, expected) => {
    expect(acceptPinChange(previous, next)).toBe(expected);
  });

  it('never holds anything but a–z, A–Z and 0–9, at most 30 of them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,30}$/), anyText(), (previous, next) => {
        expect(acceptPinChange(previous, next)).toMatch(/^[A-Za-z0-9]{0,30}$/);
      }),
    );
  });
});
