import { hashPin, verifyPin } from '@/server/accounts/pin-hash';
import { saveProfile, type ProfileForm, type SaveProfileContext } from '@/server/accounts/save-profile';
import type { WrongPinOutcome } from '@/server/accounts/store/pin-lockout';
import type { UserRow } from '@/server/accounts/store/user-repository';

const ownToken = 'own-session';
const proof = 'proof-of-the-code';

/** A customer with PIN abc123 and no e-mail; every write is logged, the saved profile kept. */
async function customerOf(status: 'active' | 'pending', options: { wrongLocks?: boolean } = {}) {
  const writes: string[] = [];
  let saved: { fullName: string; pinHash: string; email: string | null; dob: string | null } | null = null;
  const user = { id: 9, status, pinHash: await hashPin('abc123'), email: null } as UserRow;
  const context = {
    sessions: {
      find: (token: string) => Promise.resolve(token === ownToken ? { userId: 9 } : null),
      endOthersOf: (id: number, token: string) => Promise.resolve(void writes.push(`others of ${id} but ${token}`)),
    },
    signUpProofs: {
      spend: (id: number, token: string) => {
        writes.push(`proof of ${id} spent`);
        return Promise.resolve(token === proof);
      },
    },
    users: {
      completeProfile: (id: number, profile: typeof saved) => {
        saved = profile;
        return Promise.resolve(void writes.push(`profile of ${id}`));
      },
    },
  } as unknown as SaveProfileContext;
  const lockout = {
    lockedUntil: () => null,
    recordWrongPin: (id: number): Promise<WrongPinOutcome> => {
      writes.push(`wrong PIN of ${id}`);
      return Promise.resolve(
        options.wrongLocks ? { kind: 'LOCKED', until: new Date('2026-11-30T12:15:00Z') } : { kind: 'COUNTED' },
      );
    },
  };
  return { context, lockout, user, writes, saved: () => saved };
}

const form = (fields: Partial<ProfileForm> = {}): ProfileForm => ({ fullName: ' Aino ', pin: 'abc123', ...fields });

describe('saveProfile', () => {
  it('finishes a registration with its proof: trimmed name, hashed PIN, blank e-mail and birthday as none', async () => {
    const { context, lockout, user, writes, saved } = await customerOf('pending');
    const asked = { form: form({ signUpToken: proof, email: '  ', dob: '' }), sessionToken: null };
    expect(await saveProfile(context, lockout, user, asked)).toEqual({ outcome: 'saved' });
    expect(writes).toEqual(['proof of 9 spent', 'profile of 9']);
    expect(saved()).toMatchObject({ fullName: 'Aino', email: null, dob: null });
    expect(await verifyPin('abc123', saved()!.pinHash)).toBe(true);
  });

  it('refuses a registration without its proof before anything else, writing nothing', async () => {
    const { context, lockout, user, writes } = await customerOf('pending');
    const asked = { form: form({ fullName: '' }), sessionToken: ownToken };
    expect(await saveProfile(context, lockout, user, asked)).toEqual({
      outcome: 'refused',
      refusal: { reason: 'proof_missing' },
    });
    expect(writes).toEqual([]);
  });

  it('refuses an active account\u2019s change without its own session as a registration without the proof', async () => {
    const { context, lockout, user } = await customerOf('active');
    expect(await saveProfile(context, lockout, user, { form: form(), sessionToken: 'someone-else' })).toEqual({
      outcome: 'refused',
      refusal: { reason: 'proof_missing' },
    });
  });

  it.each([
    [{ fullName: '  ' }, { reason: 'name_required' }],
    [{ pin: '12' }, { reason: 'pin_invalid', problem: 'PIN_INVALID' }],
    [{ email: 'not-mail' }, { reason: 'email_invalid' }],
    [{ dob: '2001-02-30' }, { reason: 'dob_invalid' }],
  ])('refuses the form %j as %j without spending the proof', async (fields, refusal) => {
    const { context, lockout, user, writes } = await customerOf('pending');
    const asked = { form: form({ ...fields, signUpToken: proof }), sessionToken: null };
    expect(await saveProfile(context, lockout, user, asked)).toEqual({ outcome: 'refused', refusal });
    expect(writes).toEqual([]);
  });

  it('refuses a spent or unknown proof once the form is valid', async () => {
    const { context, lockout, user, writes } = await customerOf('pending');
    const asked = { form: form({ signUpToken: 'stale' }), sessionToken: null };
    expect(await saveProfile(context, lockout, user, asked)).toEqual({
      outcome: 'refused',
      refusal: { reason: 'proof_invalid' },
    });
    expect(writes).toEqual(['proof of 9 spent']);
  });

  it('saves a name change from the own session alone, ending no other session', async () => {
    const { context, lockout, user, writes } = await customerOf('active');
    expect(await saveProfile(context, lockout, user, { form: form(), sessionToken: ownToken })).toEqual({
      outcome: 'saved',
    });
    expect(writes).toEqual(['profile of 9']);
  });

  it('changes the PIN with the current one and ends the account\u2019s other sessions', async () => {
    const { context, lockout, user, writes } = await customerOf('active');
    const asked = { form: form({ pin: 'xyz789', currentPin: 'abc123' }), sessionToken: ownToken };
    expect(await saveProfile(context, lockout, user, asked)).toEqual({ outcome: 'saved' });
    expect(writes).toEqual(['profile of 9', `others of 9 but ${ownToken}`]);
  });

  it('refuses a new e-mail without the current PIN, and counts a wrong one toward the lock', async () => {
    const missing = await customerOf('active');
    const withoutPin = { form: form({ email: 'a@example.com' }), sessionToken: ownToken };
    expect(await saveProfile(missing.context, missing.lockout, missing.user, withoutPin)).toEqual({
      outcome: 'refused',
      refusal: { reason: 'current_pin_required' },
    });
    const wrong = await customerOf('active');
    const wrongPin = { form: form({ email: 'a@example.com', currentPin: 'zzz999' }), sessionToken: ownToken };
    expect(await saveProfile(wrong.context, wrong.lockout, wrong.user, wrongPin)).toEqual({
      outcome: 'refused',
      refusal: { reason: 'current_pin_wrong' },
    });
    expect(wrong.writes).toEqual(['wrong PIN of 9']);
    const locking = await customerOf('active', { wrongLocks: true });
    expect(await saveProfile(locking.context, locking.lockout, locking.user, wrongPin)).toEqual({
      outcome: 'refused',
      refusal: { reason: 'current_pin_locked', until: new Date('2026-11-30T12:15:00Z') },
    });
  });
});
