import { errorBodySchema } from '@/contract/common/error.contract';
import { startAccountsServer, type AccountsServer, type Answer } from '../accounts/accounts-client';
import { transportDemo, transportSignIn } from '../transport/transport-client';
import { helmiStaff, kallioStaff, signIn } from './merchant-client';

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

describe('staff and transport sign-in lock after wrong passwords', () => {
  it('refuses the right staff password after 15 wrong ones, locked from the fifth', async () => {
    const answers = await signInsInTurn((body) => signIn(api, body), helmiStaff.username, [
      ...fifteenWrong,
      helmiStaff.password,
    ]);
    expect(answers.slice(0, 4)).toEqual(Array.from({ length: 4 }, () => [400, wrongCredentials]));
    expect(answers.slice(4)).toEqual(Array.from({ length: 12 }, () => [400, lockedFor15]));
  });

  it('refuses the right transport password after 15 wrong ones', async () => {
    const answers = await signInsInTurn((body) => transportSignIn(api, body), transportDemo.username, [
      ...fifteenWrong,
      transportDemo.password,
    ]);
    expect(answers.at(-1)).toEqual([400, lockedFor15]);
  });

  it('answers an unknown username exactly as a known one, lock included', async () => {
    const passwords = ['a', 'b', 'c', 'd', 'e', 'f'];
    const known = await signInsInTurn((body) => signIn(api, body), kallioStaff.username, passwords);
    const unknown = await signInsInTurn((body) => signIn(api, body), 'nobody-at-all', passwords);
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual([400, lockedFor15]);
  });

  it('says how long the lock holds in Retry-After, and lifts it when its time is up', async () => {
    const username = 'transport-kallio';
    await signInsInTurn((body) => transportSignIn(api, body), username, ['1', '2', '3', '4', '5']);
    await api.setClockOffset(10 * 60 * 1000);
    const response = await fetch(`${api.server.baseUrl}/merchant/v1/transport/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'transport-kallio-2026' }),
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(response.status).toBe(400);
    expect(retryAfter).toBeGreaterThanOrEqual(298);
    expect(retryAfter).toBeLessThanOrEqual(300);
    await api.setClockOffset(15 * 60 * 1000 + 1000);
    const afterLock = await transportSignIn(api, { username, password: 'transport-kallio-2026' });
    expect(afterLock.status).toBe(200);
  });

  it('counts an unknown name once across the staff and the transport sign-in, as a real account', async () => {
    const send = (route: 'staff' | 'transport', username: string) =>
      route === 'staff' ? signIn(api, { username, password: 'x' }) : transportSignIn(api, { username, password: 'x' });
    const order = ['staff', 'transport', 'staff', 'transport', 'staff'] as const;
    const unknownAnswers: string[] = [];
    for (const route of order) unknownAnswers.push(messageOf(await send(route, 'nobody-either')));
    expect(unknownAnswers.at(-1)).toBe(lockedFor15);
  });
});
