import {
  loginSchema,
  mobileNumberSchema,
  newPinSchema,
  otpSchema,
  profileSchema,
} from '@/presentation/pages/accounts/account-form-schemas';
import { landingPath } from '@/presentation/pages/accounts/landing-path';

/** Field to message key, as react-hook-form would receive them. */
function messages(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('account form schemas', () => {
  it.each([
    [
      { mobileNumber: '', pin: '' },
      { mobileNumber: 'auth.phoneRequired', pin: 'auth.pinInvalid' },
    ],
    [
      { mobileNumber: '+92 300 123456', pin: '12345' },
      { mobileNumber: 'auth.phoneInvalid', pin: 'auth.pinInvalid' },
    ],
    [{ mobileNumber: '+92 300 1234567', pin: '12 456' }, { pin: 'auth.pinInvalid' }],
    [{ mobileNumber: '+92 300 1234567', pin: 'abc123' }, {}],
  ])('login %j answers %j', (values, expected) => {
    expect(messages(loginSchema.safeParse(values))).toEqual(expected);
  });

  it('checks each step of sign-up and forgot PIN with the domain rules', () => {
    expect(messages(mobileNumberSchema.safeParse({ mobileNumber: '3001234567' }))).toEqual({});
    expect(messages(mobileNumberSchema.safeParse({ mobileNumber: '' }))).toEqual({
      mobileNumber: 'auth.phoneRequired',
    });
    expect(messages(otpSchema.safeParse({ otp: '   ' }))).toEqual({ otp: 'validation.nonEmpty' });
    expect(messages(profileSchema.safeParse({ fullName: ' ', pin: '1234567', email: '', dob: '' }))).toEqual({
      fullName: 'validation.nonEmpty',
      pin: 'auth.pinInvalid',
    });
    expect(
      messages(profileSchema.safeParse({ fullName: 'Aino', pin: '123456', email: 'aino@', dob: '01.04.1990' })),
    ).toEqual({ email: 'validation.email', dob: 'validation.date' });
    expect(messages(newPinSchema.safeParse({ otp: '1234', pin: '654321' }))).toEqual({});
    expect(messages(newPinSchema.safeParse({ otp: '', pin: '' }))).toEqual({
      otp: 'validation.nonEmpty',
      pin: 'auth.pinInvalid',
    });
  });
});

describe('landing path', () => {
  it('goes to the first industry’s stores, or to the listing without one', () => {
    expect(landingPath(21)).toBe('/products?industryId=21');
    expect(landingPath(null)).toBe('/products');
  });
});
