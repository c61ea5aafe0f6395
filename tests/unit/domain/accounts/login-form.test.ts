import { checkLoginForm } from '@/domain/accounts/login-form';

describe('checkLoginForm', () => {
  it('answers the credentials: the number without spaces, and the PIN as typed', () => {
    expect(checkLoginForm({ mobileNumber: '+92 300 1234567', pin: 'a1B2c3' })).toEqual({
      ok: true,
      credentials: { loginId: '+923001234567', password: 'a1B2c3' },
    });
  });

  it.each([
    ['', 'a1b2c3', { mobileNumber: 'PHONE_REQUIRED' }],
    ['+92 300 123456', 'a1b2c3', { mobileNumber: 'PHONE_INVALID' }],
    ['+92 300 1234567', 'a1b2c', { pin: 'PIN_INVALID' }],
    ['', '', { mobileNumber: 'PHONE_REQUIRED', pin: 'PIN_INVALID' }],
    ['+92 3', 'a1 2c3', { mobileNumber: 'PHONE_INVALID', pin: 'PIN_INVALID' }],
  ])('%j with PIN %j has the problems %o', (mobileNumber, pin, problems) => {
    expect(checkLoginForm({ mobileNumber, pin })).toEqual({ ok: false, reason: 'INVALID_FORM', problems });
  });
});
