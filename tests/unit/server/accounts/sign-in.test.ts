import type { AccountsContext } from '@/server/accounts/accounts-context';
import { hashPin } from '@/server/accounts/pin-hash';
import { signIn } from '@/server/accounts/sign-in';
import type { WrongPinOutcome } from '@/server/accounts/store/pin-lockout';
import type { UserRow } from '@/server/accounts/store/user-repository';

const number = '+358401234567';
const stranger = '+358409999999';
const lockEnd = new Date('2026-11-30T12:15:00Z');

/** One account with PIN abc123; `wrongLocks` makes the next wrong PIN lock it, `lockedBy` is a lock set meanwhile. */
async function accountOf(
  status: 'active' | 'pending',
  options: { lockedUntil?: Date; wrongLocks?: boolean; lockedMeanwhile?: Date } = {},
) {
  const recorded: string[] = [];
  const user = { id: 9, status, mobileNumber: number, pinHash: await hashPin('abc123') } as UserRow;
  const context = {
    users: { findByMobile: (mobile: string) => Promise.resolve(mobile === number ? user : null) },
    unregistered: {
      lockedUntil: () => null,
      recordWrongPin: (loginId: string) => {
        recorded.push(`wrong PIN of ${loginId}`);
        return options.wrongLocks ? lockEnd : null;
      },
    },
  } as unknown as Pick<AccountsContext, 'users' | 'unregistered'>;
  const lockout = {
    lockedUntil: () => options.lockedUntil ?? null,
    recordWrongPin: (id: number): Promise<WrongPinOutcome> => {
      recorded.push(`wrong PIN of ${id}`);
      return Promise.resolve(options.wrongLocks ? { kind: 'LOCKED', until: lockEnd } : { kind: 'COUNTED' });
    },
    recordRightPin: (id: number) => {
      recorded.push(`right PIN of ${id}`);
      return Promise.resolve(options.lockedMeanwhile ?? null);
    },
  };
  return { context, lockout, recorded, user };
}

describe('signIn', () => {
  it('signs the active account in with its PIN and clears its count', async () => {
    const { context, lockout, recorded, user } = await accountOf('active');
    expect(await signIn(context, lockout, { loginId: number, pin: 'abc123' })).toEqual({ outcome: 'signed_in', user });
    expect(recorded).toEqual(['right PIN of 9']);
  });

  it('refuses a wrong PIN as a value and counts it toward the account\u2019s lock', async () => {
    const { context, lockout, recorded } = await accountOf('active');
    expect(await signIn(context, lockout, { loginId: number, pin: 'zzz999' })).toEqual({ outcome: 'refused' });
    expect(recorded).toEqual(['wrong PIN of 9']);
  });

  it('answers the lock the wrong PIN set, and a lock even to the right PIN', async () => {
    const locking = await accountOf('active', { wrongLocks: true });
    expect(await signIn(locking.context, locking.lockout, { loginId: number, pin: 'zzz999' })).toEqual({
      outcome: 'locked',
      until: lockEnd,
    });
    const locked = await accountOf('active', { lockedUntil: lockEnd });
    expect(await signIn(locked.context, locked.lockout, { loginId: number, pin: 'abc123' })).toEqual({
      outcome: 'locked',
      until: lockEnd,
    });
    expect(locked.recorded).toEqual([]);
  });

  it('does not sign in with the right PIN when a concurrent wrong one locked the account meanwhile', async () => {
    const { context, lockout } = await accountOf('active', { lockedMeanwhile: lockEnd });
    expect(await signIn(context, lockout, { loginId: number, pin: 'abc123' })).toEqual({
      outcome: 'locked',
      until: lockEnd,
    });
  });

  it('refuses an unfinished registration with its right PIN exactly as a number without an account', async () => {
    for (const loginId of [number, stranger]) {
      const { context, lockout, recorded } = await accountOf('pending');
      expect(await signIn(context, lockout, { loginId, pin: 'abc123' })).toEqual({ outcome: 'refused' });
      expect(recorded).toEqual([`wrong PIN of ${loginId}`]);
    }
  });

  it('locks a number without an account as it locks an account', async () => {
    const { context, lockout } = await accountOf('active', { wrongLocks: true });
    expect(await signIn(context, lockout, { loginId: stranger, pin: 'abc123' })).toEqual({
      outcome: 'locked',
      until: lockEnd,
    });
  });
});
