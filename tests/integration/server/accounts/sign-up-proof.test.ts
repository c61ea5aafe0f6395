import { registerResponseSchema, verifyOtpResponseSchema } from '@/contract/accounts/sign-in.contract';
import {
  detailFields,
  errorMessage,
  freshMobileNumber,
  startAccountsServer,
  type AccountsServer,
} from './accounts-client';

// Defect 1 of issue 12: whoever knew a number could set the PIN of its unfinished sign-up once the owner had
// verified the OTP. Only the browser that verified it holds the proof update_user now asks for.
let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

const profile = { full_name: 'Aino Virtanen', password: 'a1b2c3' };

/** Registers a number and verifies its OTP as its owner would: the user id and the proof the owner got. */
async function verifiedRegistration(prefix: string) {
  const number = freshMobileNumber(prefix);
  const registered = await api.call('POST', '/api/v1/users', { body: { user: { mobile_number: number } } });
  const userId = registerResponseSchema.parse(registered.body).user_query_id;
  const verified = await api.call('POST', `/api/v1/users/${userId}/verify_mobile_otp`, {
    body: { mobile_otp: await api.latestCode(number) },
  });
  expect(verified.status).toBe(200);
  return { number, userId, token: verifyOtpResponseSchema.parse(verified.body).sign_up_token };
}

const updateUser = (userId: string, signUpToken?: string, user = profile) =>
  api.call('POST', `/api/v1/users/${userId}/update_user`, {
    body: { user, ...(signUpToken === undefined ? {} : { sign_up_token: signUpToken }) },
  });

const logIn = (number: string, pin: string) =>
  api.call('POST', '/api/v1/users/authenticate', { body: { login_id: number, password: pin } });

describe('update_user of a registration needs the proof from verify_mobile_otp', () => {
  it('refuses a stranger without the proof, and the stranger cannot log in with the PIN it chose', async () => {
    const owner = await verifiedRegistration('361');
    const stranger = await updateUser(owner.userId, undefined, { full_name: 'Mallory', password: '999999' });
    expect(stranger.status).toBe(400);
    expect(detailFields(stranger.body)).toEqual(['sign_up_token']);
    expect(errorMessage(stranger.body)).toBe('Verify your mobile number first');
    expect((await logIn(owner.number, '999999')).status).toBe(400);

    // The owner, who holds the proof, still finishes the sign-up.
    expect((await updateUser(owner.userId, owner.token)).status).toBe(200);
    expect((await logIn(owner.number, profile.password)).status).toBe(200);
  });

  it("refuses another registration's proof", async () => {
    const [victim, attacker] = [await verifiedRegistration('362'), await verifiedRegistration('363')];
    const answer = await updateUser(victim.userId, attacker.token);
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['sign_up_token']);
    expect(errorMessage(answer.body)).toBe(
      'Your mobile number verification has expired or was already used. Verify the number again.',
    );
  });

  it('refuses a proof after its 15 minutes', async () => {
    const owner = await verifiedRegistration('364');
    await api.setClockOffset(15 * 60 * 1000 + 1_000);
    const late = await updateUser(owner.userId, owner.token);
    expect(late.status).toBe(400);
    expect(detailFields(late.body)).toEqual(['sign_up_token']);
  });

  it('does not spend the proof on an invalid form, and spends it on the finished registration', async () => {
    const owner = await verifiedRegistration('365');
    const typo = await updateUser(owner.userId, owner.token, { ...profile, password: '12' });
    expect(detailFields(typo.body)).toEqual(['user.password']);
    expect((await updateUser(owner.userId, owner.token)).status).toBe(200);
    // Spent: once active, the account changes only from its own session.
    const again = await updateUser(owner.userId, owner.token);
    expect(again.status).toBe(400);
    expect(detailFields(again.body)).toEqual(['sign_up_token']);
  });
});
