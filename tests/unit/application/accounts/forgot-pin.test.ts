import { createForgotPin } from '@/application/accounts/forgot-pin.use-case';
import { initialForgotPinState } from '@/domain/accounts/forgot-pin-flow';
import { InMemoryAuthGateway } from '../../../support/fakes/in-memory-auth-gateway';

function setUp() {
  const authGateway = new InMemoryAuthGateway();
  authGateway.addAccount({ loginId: '+923001234567', pin: 'a1b2c3' });
  return { authGateway, forgotPin: createForgotPin({ authGateway }) };
}

describe('ForgotPin', () => {
  it('asks for a reset by login id, then sets the new PIN with the code sent', async () => {
    const { authGateway, forgotPin } = setUp();

    const requested = await forgotPin.requestReset(initialForgotPinState, '300 1234567');
    expect(requested).toEqual({ state: { step: 2, loginId: '+923001234567', finished: false }, outcome: { ok: true } });

    const otp = authGateway.account('+923001234567')?.otp ?? '';
    const reset = await forgotPin.setNewPin(requested.state, { otp, pin: 'z9y8x7' });
    expect(reset).toEqual({ state: { step: 2, loginId: '+923001234567', finished: true }, outcome: { ok: true } });
    expect(authGateway.calls).toEqual([
      { call: 'forgotPassword', loginId: '+923001234567' },
      { call: 'resetPassword', request: { loginId: '+923001234567', otp, password: 'z9y8x7' } },
    ]);
    expect(authGateway.account('+923001234567')?.pin).toBe('z9y8x7');
  });

  it.each([
    ['', { mobileNumber: 'PHONE_REQUIRED' }],
    ['+92 300', { mobileNumber: 'PHONE_INVALID' }],
  ])('sends nothing for the number %j', async (mobileNumber, problems) => {
    const { authGateway, forgotPin } = setUp();
    expect(await forgotPin.requestReset(initialForgotPinState, mobileNumber)).toEqual({
      state: initialForgotPinState,
      outcome: { ok: false, reason: 'INVALID_FORM', problems },
    });
    expect(authGateway.calls).toEqual([]);
  });

  it("stays at step 1 with the server's message for an unknown number", async () => {
    const { forgotPin } = setUp();
    expect(await forgotPin.requestReset(initialForgotPinState, '+92 399 9999999')).toEqual({
      state: initialForgotPinState,
      outcome: { ok: false, reason: 'REFUSED', message: 'No account with this mobile number' },
    });
  });

  it.each([
    ['', 'a1b2c3', { otp: 'OTP_REQUIRED' }],
    ['1234', 'a1b2c', { pin: 'PIN_INVALID' }],
    [' ', 'a b', { otp: 'OTP_REQUIRED', pin: 'PIN_INVALID' }],
  ])('checks code %j and PIN %j before sending', async (otp, pin, problems) => {
    const { authGateway, forgotPin } = setUp();
    const atStep2 = { step: 2, loginId: '+923001234567', finished: false } as const;
    expect(await forgotPin.setNewPin(atStep2, { otp, pin })).toEqual({
      state: atStep2,
      outcome: { ok: false, reason: 'INVALID_FORM', problems },
    });
    expect(authGateway.calls).toEqual([]);
  });

  it('stays at step 2 when the code is wrong', async () => {
    const { forgotPin } = setUp();
    const atStep2 = { step: 2, loginId: '+923001234567', finished: false } as const;
    expect(await forgotPin.setNewPin(atStep2, { otp: '0000', pin: 'z9y8x7' })).toEqual({
      state: atStep2,
      outcome: { ok: false, reason: 'REFUSED', message: 'Invalid OTP' },
    });
  });

  it('refuses a step the flow is not at', async () => {
    const { authGateway, forgotPin } = setUp();
    expect((await forgotPin.setNewPin(initialForgotPinState, { otp: '1', pin: 'a1b2c3' })).outcome).toEqual({
      ok: false,
      reason: 'WRONG_STEP',
      step: 1,
    });
    const finished = { step: 2, loginId: '+923001234567', finished: true } as const;
    expect((await forgotPin.requestReset(finished, '+92 300 1234567')).outcome).toMatchObject({ reason: 'WRONG_STEP' });
    expect(authGateway.calls).toEqual([]);
  });

  it.each([
    ['a reset asked again at step 2', { step: 2, loginId: '+923001234567', finished: false } as const, 'request', 2],
    ['a new PIN at step 2 with no number asked for', { step: 2, loginId: null, finished: false } as const, 'set', 2],
    ['a new PIN once the PIN was reset', { step: 2, loginId: '+923001234567', finished: true } as const, 'set', 2],
    // Step 1 with a number remembered: only the step tells it apart from a flow ready for the new PIN.
    ['a new PIN at step 1', { step: 1, loginId: '+923001234567', finished: false } as const, 'set', 1],
  ])('refuses %s, calling no server', async (_, state, action, step) => {
    const { authGateway, forgotPin } = setUp();
    const result =
      action === 'request'
        ? await forgotPin.requestReset(state, '+92 300 1234567')
        : await forgotPin.setNewPin(state, { otp: '1234', pin: 'z9y8x7' });
    expect(result).toEqual({
      state,
      outcome: { ok: false, reason: 'WRONG_STEP', step: action === 'request' ? 1 : step },
    });
    expect(authGateway.calls).toEqual([]);
  });

  it('sends the code typed without the spaces around it', async () => {
    const { authGateway, forgotPin } = setUp();
    const requested = await forgotPin.requestReset(initialForgotPinState, '300 1234567');
    const otp = authGateway.account('+923001234567')?.otp ?? '';
    expect((await forgotPin.setNewPin(requested.state, { otp: ` ${otp} `, pin: 'z9y8x7' })).outcome).toEqual({
      ok: true,
    });
  });
});
