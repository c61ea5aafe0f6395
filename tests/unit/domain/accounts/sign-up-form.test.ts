import { landingIndustryId } from '@/domain/accounts/account';
import { otpProblem, profileFormProblems } from '@/domain/accounts/sign-up-form';

describe('otpProblem', () => {
  it.each([
    ['1234', null],
    [' 1234 ', null],
    ['', 'OTP_REQUIRED'],
    ['   ', 'OTP_REQUIRED'],
  ])('%j: %s', (otp, expected) => {
    expect(otpProblem(otp)).toBe(expected);
  });
});

describe('profileFormProblems', () => {
  it.each([
    ['Aino Virtanen', 'a1b2c3', null],
    ['', 'a1b2c3', { fullName: 'FULL_NAME_REQUIRED' }],
    ['   ', 'a1b2c3', { fullName: 'FULL_NAME_REQUIRED' }],
    ['Aino', '12345', { pin: 'PIN_INVALID' }],
    ['', 'a1b2cä', { fullName: 'FULL_NAME_REQUIRED', pin: 'PIN_INVALID' }],
  ])('name %j with PIN %j: %o', (fullName, pin, expected) => {
    expect(profileFormProblems({ fullName, pin })).toEqual(expected);
  });
});

describe('landingIndustryId', () => {
  it.each([
    [[], null],
    [[{ id: 21, name: 'Restaurants' }], 21],
    [
      [
        { id: 22, name: 'Groceries' },
        { id: 21, name: 'Restaurants' },
      ],
      22,
    ],
  ])('industries %o land on %s', (industryTypes, expected) => {
    expect(landingIndustryId({ industryTypes })).toBe(expected);
  });
});
