import { createLogIn } from '@/application/accounts/log-in.use-case';
import type { AppError } from '@/application/errors/app-error';
import { initialSignUpState } from '@/domain/accounts/sign-up-flow';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryAuthGateway } from '../../../support/fakes/in-memory-auth-gateway';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';

const now = Date.parse('2026-06-15T09:30:00Z');

function setUp() {
  const authGateway = new InMemoryAuthGateway();
  const sessionStore = new InMemorySessionStore();
  const logIn = createLogIn({ authGateway, sessionStore, clock: new FixedClock(now) });
  return { authGateway, sessionStore, logIn };
}

describe('LogIn', () => {
  it('sends the number without spaces, keeps the session and lands on the first industry', async () => {
    const { authGateway, sessionStore, logIn } = setUp();
    authGateway.addAccount({
      loginId: '+923001234567',
      pin: 'a1b2c3',
      industryTypes: [
        { id: 22, name: 'Groceries' },
        { id: 21, name: 'Restaurants' },
      ],
    });

    const outcome = await logIn({ mobileNumber: '300-123 4567', pin: 'a1b2c3' });

    expect(authGateway.calls).toEqual([
      { call: 'authenticate', credentials: { loginId: '+923001234567', password: 'a1b2c3' } },
    ]);
    expect(outcome).toEqual({ ok: true, session: sessionStore.current, landingIndustryId: 22 });
    expect(sessionStore.current).toMatchObject({ token: 'token-user-1', kind: 'customer', startedAt: now });
  });

  it('lands nowhere in particular when the account has no industry', async () => {
    const { authGateway, logIn } = setUp();
    authGateway.addAccount({ loginId: '+923001234567', pin: 'a1b2c3' });
    const outcome = await logIn({ mobileNumber: '+92 300 1234567', pin: 'a1b2c3' });
    expect(outcome.ok && outcome.landingIndustryId).toBeNull();
  });

  it.each([
    ['', 'a1b2c3', { mobileNumber: 'PHONE_REQUIRED' }],
    ['+92 300 123456', 'a1b2c3', { mobileNumber: 'PHONE_INVALID' }],
    ['+92 300 1234567', 'a1b2cä', { pin: 'PIN_INVALID' }],
  ])('sends nothing for %j with PIN %j', async (mobileNumber, pin, problems) => {
    const { authGateway, sessionStore, logIn } = setUp();
    expect(await logIn({ mobileNumber, pin })).toEqual({ ok: false, reason: 'INVALID_FORM', problems });
    expect(authGateway.calls).toEqual([]);
    expect(sessionStore.current).toBeNull();
  });

  it("answers the server's message and keeps no session for a wrong PIN", async () => {
    const { authGateway, sessionStore, logIn } = setUp();
    authGateway.addAccount({ loginId: '+923001234567', pin: 'a1b2c3' });
    const outcome = await logIn({ mobileNumber: '+92 300 1234567', pin: 'zzzzzz' });
    expect(outcome).toEqual({
      ok: false,
      reason: 'REFUSED',
      message: 'Invalid mobile number or PIN',
      signUp: { ...initialSignUpState, step: -1, userId: 'user-1', mobileNumber: '+92 300 1234567' },
    });
    expect(sessionStore.current).toBeNull();
  });

  it('hands an unfinished registration to sign-up at step 1 with an OTP send', async () => {
    const { authGateway, logIn } = setUp();
    authGateway.addAccount({ loginId: '+923001234567', status: 'pending' });
    const outcome = await logIn({ mobileNumber: '3001234567', pin: 'a1b2c3' });
    expect(outcome).toEqual({
      ok: false,
      reason: 'REFUSED',
      message: 'Please verify your mobile number',
      signUp: { ...initialSignUpState, step: 1, userId: 'user-1', mobileNumber: '+92 300 1234567', otpSend: true },
    });
  });

  it('has no sign-up to hand over to when the server names no account', async () => {
    const { logIn } = setUp();
    const outcome = await logIn({ mobileNumber: '+92 300 1234567', pin: 'a1b2c3' });
    expect(outcome).toMatchObject({ ok: false, reason: 'REFUSED', signUp: null });
  });

  it("rejects with the gateway's error when the server cannot be reached", async () => {
    const { authGateway, sessionStore, logIn } = setUp();
    const timeout: AppError = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout' };
    authGateway.failNextCallWith(timeout);
    await expect(logIn({ mobileNumber: '+92 300 1234567', pin: 'a1b2c3' })).rejects.toBe(timeout);
    expect(sessionStore.current).toBeNull();
  });
});
