import { errorBodySchema } from '@/contract/common/error.contract';
import { startAccountsServer, type AccountsServer, type Answer } from '../accounts/accounts-client';
import { helmiStaff, kallioOwner, kallioStaff, signIn } from './merchant-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

const wrongCredentials = 'Wrong username or password';
const lockedFor15 = 'Too many wrong passwords. Sign-in is locked for 15 minutes; try again later.';

const messageOf = (answer: Answer) =>
  answer.status === 200 ? 'signed in' : errorBodySchema.parse(answer.body).error.message;

/** The statuses and messages, in order, of sign-ins one after another. */
async function signInsInTurn(
  send: (credentials: { username: string; password: string }) => Promise<Answer>,
  username: string,
  passwords: readonly string[],
): Promise<[number, string][]> {
  const answers: [number, string][] = [];
  for (const password of passwords) {
    const answer = await send({ username, password });
    answers.push([answer.status, messageOf(answer)]);
  }
  return answers;
}

const fifteenWrong = Array.from({ length: 15 }, (_, index) => `wrong-${index}`);

describe('staff sign-in locks after wrong passwords', () => {
  it('refuses the right staff password after 15 wrong ones, locked from the fifth', async () => {
    const answers = await signInsInTurn((body) => signIn(api, body), helmiStaff.username, [
      ...fifteenWrong,
      helmiStaff.password,
    ]);
    expect(answers.slice(0, 4)).toEqual(Array.from({ length: 4 }, () => [400, wrongCredentials]));
    expect(answers.slice(4)).toEqual(Array.from({ length: 12 }, () => [400, lockedFor15]));
  });

  it('answers an unknown username exactly as a known one, lock included', async () => {
    const passwords = ['a', 'b', 'c', 'd', 'e', 'f'];
    const known = await signInsInTurn((body) => signIn(api, body), kallioStaff.username, passwords);
    const unknown = await signInsInTurn((body) => signIn(api, body), 'nobody-at-all', passwords);
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual([400, lockedFor15]);
  });

  it('says how long the lock holds in Retry-After, and lifts it when its time is up', async () => {
    const { username, password } = kallioOwner;
    await signInsInTurn((body) => signIn(api, body), username, ['1', '2', '3', '4', '5']);
    await api.setClockOffset(10 * 60 * 1000);
    const response = await fetch(`${api.server.baseUrl}/merchant/v1/staff/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(response.status).toBe(400);
    expect(retryAfter).toBeGreaterThanOrEqual(298);
    expect(retryAfter).toBeLessThanOrEqual(300);
    await api.setClockOffset(15 * 60 * 1000 + 1000);
    const afterLock = await signIn(api, { username, password });
    expect(afterLock.status).toBe(200);
  });
});
