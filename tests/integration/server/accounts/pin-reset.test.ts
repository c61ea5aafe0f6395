import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { messageResponseSchema } from '@/contract/accounts/user.contract';
import {
  detailFields,
  errorMessage,
  freshMobileNumber,
  signUpCustomer,
  startAccountsServer,
  type AccountsServer,
} from './accounts-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

/** A finished registration with PIN 111111. */
async function activeCustomer(): Promise<string> {
  const number = freshMobileNumber('345');
  await signUpCustomer(api, number, { full_name: 'Pekka', password: '111111' });
  return number;
}

const forgot = (loginId: string) => api.call('POST', '/api/v1/users/forgot_password', { body: { login_id: loginId } });
const reset = (body: Record<string, unknown>) => api.call('POST', '/api/v1/users/reset_password', { body });
const outboxOf = async (number: string) =>
  outboxResponseSchema.parse((await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(number)}`)).body)
    .messages;

describe('forgot and reset PIN', () => {
  it('sends a code, sets the new PIN with it, ends old sessions, and the new PIN logs in', async () => {
    const number = await activeCustomer();
    const oldSession = await api.logIn(number, '111111');
    const asked = await forgot(number);
    expect(asked.status).toBe(200);
    expect(messageResponseSchema.parse(asked.body).message).toBe(
      'If this number is registered, a one-time password was sent to it',
    );
    const [message] = await outboxOf(number);
    expect(message).toMatchObject({ subject: 'PIN reset code', channel: 'sms' });

    const done = await reset({ login_id: number, otp: await api.latestCode(number), password: '222222' });
    expect(done.status).toBe(200);
    expect((await api.call('GET', '/api/v1/users/addresses', { token: oldSession })).status).toBe(401);
    await expect(api.logIn(number, '111111')).rejects.toThrow('Login failed');
    await expect(api.logIn(number, '222222')).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers an unknown number exactly like a known one, and sends nothing', async () => {
    const unknown = freshMobileNumber('346');
    const known = await activeCustomer();
    const [a, b] = [await forgot(unknown), await forgot(known)];
    expect(a).toEqual(b);
    expect(await outboxOf(unknown)).toEqual([]);
  });

  it('refuses a wrong code, and a code of an unknown number, with one message naming otp', async () => {
    const number = await activeCustomer();
    await forgot(number);
    const code = await api.latestCode(number);
    const wrong = await reset({
      login_id: number,
      otp: String((Number(code) + 1) % 1e6).padStart(6, '0'),
      password: '333333',
    });
    const unknown = await reset({ login_id: freshMobileNumber('347'), otp: code, password: '333333' });
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(detailFields(wrong.body)).toEqual(['otp']);
    expect(errorMessage(unknown.body)).toBe(errorMessage(wrong.body));
  });

  it('refuses a reset code after 5 minutes', async () => {
    const number = await activeCustomer();
    await forgot(number);
    const code = await api.latestCode(number);
    await api.setClockOffset(5 * 60 * 1000 + 1_000);
    const late = await reset({ login_id: number, otp: code, password: '333333' });
    expect(late.status).toBe(400);
    expect(errorMessage(late.body)).toBe('The one-time password has expired. Ask for a new one.');
  });

  it.each([
    [{ otp: '123456', password: '123456' }, ['login_id']],
    [{ login_id: '+923001234567', password: '123456' }, ['otp']],
    [{ login_id: '+923001234567', otp: '123456', password: '12345' }, ['password']],
    [{ login_id: '+923001234567', otp: '123456' }, ['password']],
  ])('reset_password answers 400 naming the field for %j', async (body, fields) => {
    const answer = await reset(body);
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(fields);
  });

  it('forgot_password answers 400 naming login_id for a bad number', async () => {
    const answer = await forgot('12345');
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['login_id']);
  });
});
