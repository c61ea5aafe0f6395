import {
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

const rightPin = '111111';
const wrongPin = '999999';
const lockedFor15 =
  'Too many wrong PINs. Sign-in is locked for 15 minutes; try again later or reset your PIN with Forgot pin.';
const wrongCredentials = 'The mobile number or PIN is not correct';

/** A finished registration with PIN 111111. */
async function activeCustomer(): Promise<string> {
  const number = freshMobileNumber('355');
  await signUpCustomer(api, number, { full_name: 'Pekka', password: rightPin });
  return number;
}

const logIn = (number: string, pin: string) =>
  api.call('POST', '/api/v1/users/authenticate', { body: { login_id: number, password: pin } });

/** The answers' statuses and messages, in order, of logins one after another. */
async function logInsInTurn(number: string, pins: readonly string[]): Promise<[number, string][]> {
  const answers: [number, string][] = [];
  for (const pin of pins) {
    const answer = await logIn(number, pin);
    answers.push([answer.status, answer.status === 200 ? 'signed in' : errorMessage(answer.body)]);
  }
  return answers;
}

describe('wrong-PIN lockout', () => {
  it('locks sign-in at the fifth wrong PIN in a row, and then refuses even the right PIN', async () => {
    const number = await activeCustomer();
    const answers = await logInsInTurn(number, [wrongPin, wrongPin, wrongPin, wrongPin, wrongPin, rightPin]);
    expect(answers).toEqual([
      [400, wrongCredentials],
      [400, wrongCredentials],
      [400, wrongCredentials],
      [400, wrongCredentials],
      [400, lockedFor15],
      [400, lockedFor15],
    ]);
  });

  it('answers the lock with the seconds left in Retry-After and an empty details list', async () => {
    const number = await activeCustomer();
    await logInsInTurn(number, [wrongPin, wrongPin, wrongPin, wrongPin, wrongPin]);
    await api.setClockOffset(10 * 60 * 1000);
    const response = await fetch(`${api.server.baseUrl}/api/v1/users/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login_id: number, password: rightPin }),
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(response.status).toBe(400);
    expect(retryAfter).toBeGreaterThanOrEqual(298);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(await response.json()).toEqual({
      error: {
        message:
          'Too many wrong PINs. Sign-in is locked for 5 minutes; try again later or reset your PIN with Forgot pin.',
        details: [],
      },
    });
  });

  it('a right PIN starts the count again, so wrong PINs apart from each other never lock', async () => {
    const number = await activeCustomer();
    const fourWrong = [wrongPin, wrongPin, wrongPin, wrongPin];
    const answers = await logInsInTurn(number, [...fourWrong, rightPin, ...fourWrong, rightPin]);
    expect(answers.map(([status]) => status)).toEqual([400, 400, 400, 400, 200, 400, 400, 400, 400, 200]);
  });

  it('keeps the lock for 15 minutes and lifts it after, with 5 fresh tries', async () => {
    const number = await activeCustomer();
    await logInsInTurn(number, [wrongPin, wrongPin, wrongPin, wrongPin, wrongPin]);
    await api.setClockOffset(15 * 60 * 1000 - 5_000);
    expect(await logInsInTurn(number, [rightPin])).toEqual([
      [400, 'Too many wrong PINs. Sign-in is locked for 1 minute; try again later or reset your PIN with Forgot pin.'],
    ]);
    await api.setClockOffset(15 * 60 * 1000 + 1_000);
    const after = await logInsInTurn(number, [wrongPin, wrongPin, wrongPin, wrongPin, rightPin]);
    expect(after.map(([status]) => status)).toEqual([400, 400, 400, 400, 200]);
  });

  it('resetting the PIN lifts the lock at once', async () => {
    const number = await activeCustomer();
    await logInsInTurn(number, [wrongPin, wrongPin, wrongPin, wrongPin, wrongPin]);
    await api.call('POST', '/api/v1/users/forgot_password', { body: { login_id: number } });
    const reset = await api.call('POST', '/api/v1/users/reset_password', {
      body: { login_id: number, otp: await api.latestCode(number), password: '222222' },
    });
    expect(reset.status).toBe(200);
    expect(await logInsInTurn(number, ['222222'])).toEqual([[200, 'signed in']]);
  });

  it('counts concurrent wrong PINs once each: exactly 4 are told the PIN is wrong, the rest that sign-in is locked', async () => {
    const number = await activeCustomer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => logIn(number, wrongPin)));
    const messages = answers.map((answer) => errorMessage(answer.body));
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(messages.filter((message) => message === wrongCredentials)).toHaveLength(4);
    expect(messages.filter((message) => message === lockedFor15)).toHaveLength(6);
    expect(await logInsInTurn(number, [rightPin])).toEqual([[400, lockedFor15]]);
  });

  it('locks an unknown number at the fifth wrong PIN, as it locks a registered one', async () => {
    const unknown = freshMobileNumber('356');
    const answers = await logInsInTurn(
      unknown,
      Array.from({ length: 6 }, () => wrongPin),
    );
    expect(answers).toEqual([
      ...Array.from({ length: 4 }, () => [400, wrongCredentials]),
      [400, lockedFor15],
      [400, lockedFor15],
    ]);
  });
});
