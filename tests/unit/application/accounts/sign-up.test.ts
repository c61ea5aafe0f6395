import { createLogIn } from '@/application/accounts/log-in.use-case';
import { createSignUp } from '@/application/accounts/sign-up.use-case';
import { initialSignUpState, type SignUpState } from '@/domain/accounts/sign-up-flow';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryAuthGateway, signUpTokenOf } from '../../../support/fakes/in-memory-auth-gateway';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';

function setUp() {
  const authGateway = new InMemoryAuthGateway();
  const sessionStore = new InMemorySessionStore();
  const logIn = createLogIn({ authGateway, sessionStore, clock: new FixedClock(0) });
  const signUp = createSignUp({ authGateway, logIn });
  return { authGateway, sessionStore, signUp };
}

const atStep2: SignUpState = { ...initialSignUpState, step: 2, userId: 'user-1', mobileNumber: '+92 311 7654321' };
const atStep3: SignUpState = { ...atStep2, step: 3, signUpToken: signUpTokenOf('user-1') };

describe('SignUp', () => {
  it('registers a new number without spaces and moves to step 2', async () => {
    const { authGateway, signUp } = setUp();
    const result = await signUp.submitMobileNumber(initialSignUpState, '311 765-4321');
    expect(authGateway.calls).toEqual([{ call: 'register', mobileNumber: '+923117654321' }]);
    expect(result).toEqual({ state: atStep2, outcome: { ok: true } });
  });

  it('keeps an unfinished registration at step 1, then resends its OTP and moves to step 2', async () => {
    const { authGateway, signUp } = setUp();
    const pending = authGateway.addAccount({ loginId: '+923117654321', status: 'pending' });

    const first = await signUp.submitMobileNumber(initialSignUpState, '+92 311 7654321');
    expect(first.state).toEqual({
      ...initialSignUpState,
      userId: pending.userId,
      mobileNumber: '+92 311 7654321',
      otpSend: true,
    });

    const second = await signUp.submitMobileNumber(first.state, '+92 311 7654321');
    expect(authGateway.calls.at(-1)).toEqual({ call: 'resendOtp', userId: pending.userId });
    expect(second.state.step).toBe(2);
  });

  it('registers a different number instead of resending to the pending one', async () => {
    const { authGateway, signUp } = setUp();
    authGateway.addAccount({ loginId: '+923117654321', status: 'pending' });
    const first = await signUp.submitMobileNumber(initialSignUpState, '+92 311 7654321');
    await signUp.submitMobileNumber(first.state, '+92 322 1111111');
    expect(authGateway.calls.at(-1)).toEqual({ call: 'register', mobileNumber: '+923221111111' });
  });

  // Each part of "this flow offers a resend for this number" is needed: without any one of them it registers.
  it.each<[string, SignUpState]>([
    ['no resend offered', { ...initialSignUpState, userId: 'user-9', mobileNumber: '+92 311 7654321' }],
    ['no pending user named', { ...initialSignUpState, otpSend: true, mobileNumber: '+92 311 7654321' }],
    ['no number remembered', { ...initialSignUpState, otpSend: true, userId: 'user-9' }],
  ])('registers the number instead of resending when the flow has %s', async (_, state) => {
    const { authGateway, signUp } = setUp();
    await signUp.submitMobileNumber(state, '+92 311 7654321');
    expect(authGateway.calls).toEqual([{ call: 'register', mobileNumber: '+923117654321' }]);
  });

  it("keeps step 3 with the server's message and logs no one in when the profile is refused", async () => {
    const { authGateway, sessionStore, signUp } = setUp();
    authGateway.addAccount({ loginId: '+923117654321', status: 'pending' });
    const state: SignUpState = {
      ...atStep3,
      userId: authGateway.account('+923117654321')?.userId ?? '',
      signUpToken: 'not-the-proof',
    };

    const result = await signUp.saveProfile(state, { fullName: 'Aino', pin: 'a1b2c3' });

    expect(result).toEqual({
      state,
      outcome: { ok: false, reason: 'REFUSED', message: 'Verify your mobile number first' },
      logIn: null,
    });
    expect(authGateway.calls.map((call) => call.call)).toEqual(['updateUser']);
    expect(sessionStore.current).toBeNull();
  });

  it("sends a number that already has an account to step -1 with the server's message", async () => {
    const { authGateway, signUp } = setUp();
    const active = authGateway.addAccount({ loginId: '+923117654321' });
    const result = await signUp.submitMobileNumber(initialSignUpState, '+92 311 7654321');
    expect(result).toEqual({
      state: { ...initialSignUpState, step: -1, userId: active.userId, mobileNumber: '+92 311 7654321' },
      outcome: { ok: false, reason: 'REFUSED', message: 'Mobile number is already registered' },
    });
  });

  it.each([
    ['', 'PHONE_REQUIRED'],
    ['+92 311 765432', 'PHONE_INVALID'],
  ])('sends nothing for the number %j', async (mobileNumber, problem) => {
    const { authGateway, signUp } = setUp();
    const result = await signUp.submitMobileNumber(initialSignUpState, mobileNumber);
    expect(result).toEqual({
      state: initialSignUpState,
      outcome: { ok: false, reason: 'INVALID_FORM', problems: { mobileNumber: problem } },
    });
    expect(authGateway.calls).toEqual([]);
  });

  it('verifies the OTP typed, trimmed, and moves to step 3', async () => {
    const { authGateway, signUp } = setUp();
    const registered = await signUp.submitMobileNumber(initialSignUpState, '+92 311 7654321');
    const otp = authGateway.account('+923117654321')?.otp ?? '';
    const result = await signUp.verifyOtp(registered.state, ` ${otp} `);
    expect(authGateway.calls.at(-1)).toEqual({ call: 'verifyOtp', userId: 'user-1', otp });
    expect(result).toEqual({
      state: { ...registered.state, step: 3, signUpToken: signUpTokenOf('user-1') },
      outcome: { ok: true },
    });
  });

  it.each([
    ['', { ok: false, reason: 'INVALID_FORM', problems: { otp: 'OTP_REQUIRED' } }],
    ['0000', { ok: false, reason: 'REFUSED', message: 'Invalid OTP' }],
  ])('stays at step 2 for the OTP %j', async (otp, outcome) => {
    const { signUp } = setUp();
    const registered = await signUp.submitMobileNumber(initialSignUpState, '+92 311 7654321');
    expect(await signUp.verifyOtp(registered.state, otp)).toEqual({ state: registered.state, outcome });
  });

  it('saves name and PIN, finishes, and logs in with the number without spaces', async () => {
    const { authGateway, sessionStore, signUp } = setUp();
    const registered = await signUp.submitMobileNumber(initialSignUpState, '+92 311 7654321');
    const verified = await signUp.verifyOtp(registered.state, authGateway.account('+923117654321')?.otp ?? '');

    const result = await signUp.saveProfile(verified.state, { fullName: ' Aino Virtanen ', pin: 'a1b2c3' });

    expect(authGateway.calls.slice(-2)).toEqual([
      {
        call: 'updateUser',
        userId: 'user-1',
        profile: { fullName: 'Aino Virtanen', password: 'a1b2c3', signUpToken: signUpTokenOf('user-1') },
      },
      { call: 'authenticate', credentials: { loginId: '+923117654321', password: 'a1b2c3' } },
    ]);
    expect(result.state).toMatchObject({ step: 3, finished: true, autoLoginId: '+923117654321' });
    expect(result.outcome).toEqual({ ok: true });
    expect(result.logIn).toMatchObject({ ok: true, landingIndustryId: null });
    expect(sessionStore.current?.user.mobileNumber).toBe('+923117654321');
  });

  it('sends the optional e-mail and date of birth, trimmed, when the customer gave them', async () => {
    const { authGateway, signUp } = setUp();
    const registered = await signUp.submitMobileNumber(initialSignUpState, '+92 311 7654321');
    const verified = await signUp.verifyOtp(registered.state, authGateway.account('+923117654321')?.otp ?? '');
    await signUp.saveProfile(verified.state, {
      fullName: 'Aino Virtanen',
      pin: 'a1b2c3',
      email: ' aino@example.fi ',
      dob: '1990-02-28',
    });
    expect(authGateway.calls.find((call) => call.call === 'updateUser')).toMatchObject({
      profile: { email: 'aino@example.fi', dob: '1990-02-28' },
    });
  });

  it('sends neither optional field when both were left blank', async () => {
    const { authGateway, signUp } = setUp();
    await signUp.saveProfile(atStep3, { fullName: 'Aino', pin: 'a1b2c3', email: '  ', dob: '' });
    const update = authGateway.calls.find((call) => call.call === 'updateUser');
    expect(update && 'profile' in update ? Object.keys(update.profile).sort() : []).toEqual([
      'fullName',
      'password',
      'signUpToken',
    ]);
  });

  it('refuses an e-mail or a date of birth off the pattern library without calling the server', async () => {
    const { authGateway, signUp } = setUp();
    const result = await signUp.saveProfile(atStep3, {
      fullName: 'Aino',
      pin: 'a1b2c3',
      email: 'aino@example',
      dob: '1990-02-30',
    });
    expect(result.outcome).toEqual({
      ok: false,
      reason: 'INVALID_FORM',
      problems: { email: 'EMAIL_INVALID', dob: 'DOB_INVALID' },
    });
    expect(authGateway.calls).toEqual([]);
  });

  it('checks the name and the PIN before saving', async () => {
    const { authGateway, signUp } = setUp();
    const result = await signUp.saveProfile(atStep3, { fullName: '  ', pin: '12345' });
    expect(result).toEqual({
      state: atStep3,
      outcome: { ok: false, reason: 'INVALID_FORM', problems: { fullName: 'FULL_NAME_REQUIRED', pin: 'PIN_INVALID' } },
      logIn: null,
    });
    expect(authGateway.calls).toEqual([]);
  });

  it.each<[string, SignUpState, (signUp: ReturnType<typeof setUp>['signUp'], state: SignUpState) => Promise<unknown>]>([
    ['a number at step 2', atStep2, (signUp, state) => signUp.submitMobileNumber(state, '+92 311 7654321')],
    ['an OTP at step 1', initialSignUpState, (signUp, state) => signUp.verifyOtp(state, '1234')],
    [
      'an OTP at step 2 with no registration',
      { ...atStep2, userId: null },
      (signUp, state) => signUp.verifyOtp(state, '1234'),
    ],
    ['an OTP again once it was verified', atStep3, (signUp, state) => signUp.verifyOtp(state, '1234')],
    ['an OTP once finished', { ...atStep2, finished: true }, (signUp, state) => signUp.verifyOtp(state, '1234')],
    [
      'a profile at step 3 with no registration',
      { ...atStep3, userId: null },
      (signUp, state) => signUp.saveProfile(state, { fullName: 'A', pin: 'a1b2c3' }),
    ],
    [
      'a profile once finished',
      { ...atStep3, finished: true },
      (signUp, state) => signUp.saveProfile(state, { fullName: 'A', pin: 'a1b2c3' }),
    ],
    ['a profile at step 2', atStep2, (signUp, state) => signUp.saveProfile(state, { fullName: 'A', pin: 'a1b2c3' })],
    [
      'a profile at step 2 with the registration and the proof of the OTP',
      { ...atStep3, step: 2 },
      (signUp, state) => signUp.saveProfile(state, { fullName: 'A', pin: 'a1b2c3' }),
    ],
    [
      'a profile at step 3 without the proof of the OTP',
      { ...atStep3, signUpToken: null },
      (signUp, state) => signUp.saveProfile(state, { fullName: 'A', pin: 'a1b2c3' }),
    ],
  ])('refuses %s without calling the server', async (_action, state, act) => {
    const { authGateway, signUp } = setUp();
    expect(await act(signUp, state)).toMatchObject({
      state,
      outcome: { ok: false, reason: 'WRONG_STEP', step: state.step },
    });
    expect(authGateway.calls).toEqual([]);
  });
});
