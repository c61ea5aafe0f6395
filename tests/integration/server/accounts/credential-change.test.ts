import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import {
  detailFields,
  errorMessage,
  freshMobileNumber,
  signUpCustomer,
  startAccountsServer,
  type AccountsServer,
} from './accounts-client';

// Defect 4 of issue 25: update_user with only the session header changed the PIN and the e-mail, and the owner's
// other sessions stayed alive. Such a change now needs the current PIN and ends the other sessions.
let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

const pin = '135790';

/** A new customer signed in twice (a phone and a laptop): its own id and both sessions. */
async function customerWithTwoSessions(prefix: string) {
  const number = freshMobileNumber(prefix);
  await signUpCustomer(api, number, { full_name: 'Aino Virtanen', password: pin });
  const logIn = async () =>
    sessionResponseSchema.parse(
      (await api.call('POST', '/api/v1/users/authenticate', { body: { login_id: number, password: pin } })).body,
    ).user;
  const [phone, laptop] = [await logIn(), await logIn()];
  return { number, userId: phone.query_id, phone: phone.session_ktb_token, laptop: laptop.session_ktb_token };
}

const update = (userId: string, token: string, user: Record<string, string>, currentPin?: string) =>
  api.call('POST', `/api/v1/users/${userId}/update_user`, {
    token,
    body: {
      user: { full_name: 'Aino Virtanen', ...user },
      ...(currentPin === undefined ? {} : { current_password: currentPin }),
    },
  });

const sessionWorks = async (token: string) =>
  (await api.call('GET', '/api/v1/users/addresses', { token })).status === 200;

const logsIn = async (number: string, withPin: string) =>
  (await api.call('POST', '/api/v1/users/authenticate', { body: { login_id: number, password: withPin } })).status ===
  200;

describe('a signed-in customer changing the PIN or the e-mail', () => {
  it.each([
    ['the PIN', { password: '246802' }],
    ['the e-mail', { password: pin, email: 'new@example.fi' }],
  ])('is refused changing %s with the session alone, and nothing changes', async (_what, user) => {
    const customer = await customerWithTwoSessions('381');
    const answer = await update(customer.userId, customer.phone, user);
    expect({ status: answer.status, fields: detailFields(answer.body) }).toEqual({
      status: 400,
      fields: ['current_password'],
    });
    expect(errorMessage(answer.body)).toBe('Enter your current PIN to change the PIN or the e-mail');
    expect(await logsIn(customer.number, pin)).toBe(true);
    expect(await sessionWorks(customer.laptop)).toBe(true);
  });

  it('is refused with a wrong current PIN, which counts toward the sign-in lock', async () => {
    const customer = await customerWithTwoSessions('382');
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(await update(customer.userId, customer.phone, { password: '246802' }, '000000'));
    }
    expect(answers.map((answer) => detailFields(answer.body))).toEqual(Array(5).fill(['current_password']));
    expect(errorMessage(answers[0]!.body)).toBe('The current PIN is not correct');
    expect(errorMessage(answers[4]!.body)).toMatch(/^Too many wrong PINs/);
    // Locked: the right PIN no longer signs in for now, as after five wrong PINs at sign-in.
    expect(await logsIn(customer.number, pin)).toBe(false);
  });

  it('changes the PIN with the current one and ends the other sessions, keeping this one', async () => {
    const customer = await customerWithTwoSessions('383');
    const answer = await update(customer.userId, customer.phone, { password: '246802' }, pin);
    expect(answer.status).toBe(200);
    expect(await sessionWorks(customer.phone)).toBe(true);
    expect(await sessionWorks(customer.laptop)).toBe(false);
    expect(await logsIn(customer.number, pin)).toBe(false);
    expect(await logsIn(customer.number, '246802')).toBe(true);
  });

  it('changes the name alone with the session, keeping every session', async () => {
    const customer = await customerWithTwoSessions('384');
    const answer = await update(customer.userId, customer.phone, { full_name: 'Aino V.', password: pin });
    expect(answer.status).toBe(200);
    expect(await sessionWorks(customer.laptop)).toBe(true);
  });
});
