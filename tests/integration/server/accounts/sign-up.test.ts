import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import {
  registerResponseSchema,
  userStatusResponseSchema,
  verifyOtpResponseSchema,
} from '@/contract/accounts/sign-in.contract';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import {
  demoLogin,
  detailFields,
  errorMessage,
  freshMobileNumber,
  startAccountsServer,
  type AccountsServer,
} from './accounts-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

async function register(mobileNumber: string) {
  return api.call('POST', '/api/v1/users', { body: { user: { mobile_number: mobileNumber } } });
}

async function registeredUserId(mobileNumber: string): Promise<string> {
  const answer = await register(mobileNumber);
  expect(answer.status).toBe(200);
  return registerResponseSchema.parse(answer.body).user_query_id;
}

const verify = (userId: string, code: string) =>
  api.call('POST', `/api/v1/users/${userId}/verify_mobile_otp`, { body: { mobile_otp: code } });

const resend = (userId: string) => api.call('PUT', `/api/v1/users/${userId}/resend_otp`);

const profile = { full_name: 'Aino Virtanen', password: 'a1b2c3', email: 'aino@example.com', dob: '1990-04-01' };

const updateUser = (userId: string, user: Record<string, unknown> = profile, signUpToken?: string) =>
  api.call('POST', `/api/v1/users/${userId}/update_user`, {
    body: { user, ...(signUpToken === undefined ? {} : { sign_up_token: signUpToken }) },
  });

/** Verifies the OTP sent to the number: the proof update_user then needs. */
async function verifiedToken(userId: string, mobileNumber: string): Promise<string> {
  const verified = await verify(userId, await api.latestCode(mobileNumber));
  expect(verified.status).toBe(200);
  return verifyOtpResponseSchema.parse(verified.body).sign_up_token;
}

/** A code that is not the one sent. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up in three steps', () => {
  it('registers, verifies the OTP from the outbox, saves name and PIN, then logs in', async () => {
    const number = freshMobileNumber('311');
    const first = await register(number);
    expect(first.status).toBe(200);
    const registration = registerResponseSchema.parse(first.body);
    expect(registration.user_status).toBeNull();

    const code = await api.latestCode(number);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verify(registration.user_query_id, code);
    expect(verified.status).toBe(200);
    const { user_status, sign_up_token } = verifyOtpResponseSchema.parse(verified.body);
    expect(user_status).toBe('pending');

    const saved = await updateUser(registration.user_query_id, profile, sign_up_token);
    expect(saved.status).toBe(200);
    expect(userStatusResponseSchema.parse(saved.body).user_status).toBe('active');

    const login = await api.call('POST', '/api/v1/users/authenticate', {
      body: { login_id: number, password: profile.password },
    });
    expect(login.status).toBe(200);
    const { user } = sessionResponseSchema.parse(login.body);
    // The registration's id was made for it; the user's own id is first told to the signed-in user.
    expect(user.query_id).not.toBe(registration.user_query_id);
    expect(user).toMatchObject({
      full_name: 'Aino Virtanen',
      email: 'aino@example.com',
      dob: '1990-04-01',
      status: 'active',
    });
  });

  it('picks an unfinished registration up under a new id, as it answers a new number', async () => {
    const number = freshMobileNumber('312');
    const firstId = await registeredUserId(number);
    await api.setClockOffset(31_000);
    const again = await register(number);
    expect(again.status).toBe(200);
    const registration = registerResponseSchema.parse(again.body);
    expect(registration.user_status).toBeNull();
    expect(registration.user_query_id).not.toBe(firstId);
    const verified = await verify(registration.user_query_id, await api.latestCode(number));
    expect(verified.status).toBe(200);
  });

  it('answers the number of an active account as any other (issue 12, defect 7), and tells its owner', async () => {
    const answer = await register(demoLogin.loginId);
    expect(answer.status).toBe(200);
    expect(registerResponseSchema.parse(answer.body).user_status).toBeNull();
    const outbox = outboxResponseSchema.parse(
      (await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(demoLogin.loginId)}&limit=1`)).body,
    );
    expect(outbox.messages[0]?.body).toBe(
      'This number already has an account. Log in, or reset your PIN with Forgot pin.',
    );
  });

  it('answers a login of an unfinished registration as a wrong PIN, naming no user (issue 25, defect 1)', async () => {
    const number = freshMobileNumber('313');
    await registeredUserId(number);
    const answer = await api.call('POST', '/api/v1/users/authenticate', {
      body: { login_id: number, password: '123456' },
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: { message: 'The mobile number or PIN is not correct', details: [] } },
    });
  });

  it('writes the OTP to the outbox as an SMS to the number', async () => {
    const number = freshMobileNumber('314');
    await registeredUserId(number);
    const answer = await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(number)}`);
    expect(answer.status).toBe(200);
    const { messages } = outboxResponseSchema.parse(answer.body);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: number, subject: 'Sign-up code' });
    expect(messages[0]!.body).toMatch(/^Your sign-up code is \d{6}\. It is valid for 5 minutes\.$/);
  });
});

describe('validation', () => {
  it.each([
    [{}, 'user'],
    [{ user: {} }, 'user.mobile_number'],
    [{ user: { mobile_number: '+92 300 123' } }, 'user.mobile_number'],
  ])('POST users answers 400 naming the field for %j', async (body, field) => {
    const answer = await api.call('POST', '/api/v1/users', { body });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual([field]);
  });

  it('verify_mobile_otp answers 400 naming mobile_otp when it is missing', async () => {
    const userId = await registeredUserId(freshMobileNumber('321'));
    const answer = await api.call('POST', `/api/v1/users/${userId}/verify_mobile_otp`, { body: {} });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['mobile_otp']);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await verify('usr-nobody', '123456')).status).toBe(404);
    expect((await resend('usr-nobody')).status).toBe(404);
    expect((await updateUser('usr-nobody')).status).toBe(404);
  });

  it.each([
    [{ ...profile, password: '12345' }, 'user.password', 'Please Enter Your 6 Digit Pin or password'],
    [{ ...profile, password: '12 456' }, 'user.password', 'Please Enter Your 6 Digit Pin or password'],
    [{ ...profile, full_name: '   ' }, 'user.full_name', 'Please enter your name'],
    [{ ...profile, email: 'not-an-email' }, 'user.email', 'Please enter valid email'],
    [{ ...profile, dob: '1990-02-30' }, 'user.dob', 'Date of birth must be a date yyyy-mm-dd'],
  ])('update_user answers 400 naming the field for %j', async (user, field, message) => {
    const number = freshMobileNumber('322');
    const userId = await registeredUserId(number);
    const answer = await updateUser(userId, user, await verifiedToken(userId, number));
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual([field]);
    expect(errorMessage(answer.body)).toBe(message);
  });

  it('update_user refuses a registration whose number is not verified', async () => {
    const userId = await registeredUserId(freshMobileNumber('323'));
    const answer = await updateUser(userId);
    expect(answer.status).toBe(400);
    expect(errorMessage(answer.body)).toBe('Verify your mobile number first');
  });

  it('update_user of an active account needs its own session', async () => {
    const number = freshMobileNumber('324');
    const userId = await registeredUserId(number);
    await updateUser(userId, profile, await verifiedToken(userId, number));
    // Without it, the call reads like a registration's without the proof.
    const anonymous = await updateUser(userId);
    expect(anonymous.status).toBe(400);
    expect(detailFields(anonymous.body)).toEqual(['sign_up_token']);
    const someoneElse = await api.logIn(demoLogin.loginId, demoLogin.pin);
    const other = await api.call('POST', `/api/v1/users/${userId}/update_user`, {
      body: { user: profile },
      token: someoneElse,
    });
    expect(other.status).toBe(400);
    const own = await api.logIn(number, profile.password);
    const mine = await api.call('POST', `/api/v1/users/${userId}/update_user`, {
      body: { user: { ...profile, full_name: 'Aino V.' } },
      token: own,
    });
    expect(mine.status).toBe(200);
  });
});

describe('one-time password rules', () => {
  it('refuses a code after its 5 minutes, and a new code works', async () => {
    const number = freshMobileNumber('331');
    const userId = await registeredUserId(number);
    const code = await api.latestCode(number);
    await api.setClockOffset(5 * 60 * 1000 + 1_000);
    const late = await verify(userId, code);
    expect(late.status).toBe(400);
    expect(errorMessage(late.body)).toBe('The one-time password has expired. Ask for a new one.');
    expect(detailFields(late.body)).toEqual(['mobile_otp']);
    expect((await resend(userId)).status).toBe(200);
    expect((await verify(userId, await api.latestCode(number))).status).toBe(200);
  });

  it('accepts a code just before its 5 minutes are over', async () => {
    const number = freshMobileNumber('332');
    const userId = await registeredUserId(number);
    await api.setClockOffset(5 * 60 * 1000 - 2_000);
    expect((await verify(userId, await api.latestCode(number))).status).toBe(200);
  });

  it('locks a code after 5 wrong tries, so even the right one is refused', async () => {
    const number = freshMobileNumber('333');
    const userId = await registeredUserId(number);
    const code = await api.latestCode(number);
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await verify(userId, otherThan(code));
      expect(wrong.status).toBe(400);
      messages.push(errorMessage(wrong.body));
    }
    expect(messages).toEqual([
      ...Array<string>(4).fill('The one-time password is not correct'),
      'Too many wrong one-time passwords. Ask for a new one.',
    ]);
    const right = await verify(userId, code);
    expect(right.status).toBe(400);
    expect(errorMessage(right.body)).toBe('Too many wrong one-time passwords. Ask for a new one.');
  });

  it('a code works once only', async () => {
    const number = freshMobileNumber('334');
    const userId = await registeredUserId(number);
    const code = await api.latestCode(number);
    expect((await verify(userId, code)).status).toBe(200);
    const again = await verify(userId, code);
    expect(again.status).toBe(400);
  });

  it('throttles resend: not twice within 30 seconds', async () => {
    const number = freshMobileNumber('335');
    const userId = await registeredUserId(number);
    const first = await api.latestCode(number);
    const early = await resend(userId);
    expect(early.status).toBe(400);
    expect(errorMessage(early.body)).toMatch(
      /^A one-time password was sent a moment ago\. You can ask for a new one in (30|29) seconds\.$/,
    );
    expect(await api.latestCode(number)).toBe(first);

    await api.setClockOffset(30_000);
    const later = await resend(userId);
    expect(later.status).toBe(200);
    const outbox = outboxResponseSchema.parse(
      (await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(number)}`)).body,
    );
    expect(outbox.messages).toHaveLength(2);
    // The replaced code no longer works; the new one does.
    const second = await api.latestCode(number);
    if (second !== first) expect((await verify(userId, first)).status).toBe(400);
    expect((await verify(userId, second)).status).toBe(200);
  });

  it("resend for an active account reads like a registration's, and its owner gets no code", async () => {
    const handle = registerResponseSchema.parse((await register(demoLogin.loginId)).body).user_query_id;
    await api.setClockOffset(31_000);
    const resent = await resend(handle);
    expect(resent.status).toBe(200);
    expect(userStatusResponseSchema.parse(resent.body).message).toBe(
      'A one-time password was sent to your mobile number',
    );
    const outbox = outboxResponseSchema.parse(
      (await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(demoLogin.loginId)}&limit=1`)).body,
    );
    expect(outbox.messages[0]?.body).not.toMatch(/\d{6}/);
  });
});
