import type { WrongPinOutcome } from '@/server/accounts/index';
import { hashPin } from '@/server/accounts/pin-hash';
import type { MerchantContext } from '@/server/merchant/merchant-context';
import { signInStaff } from '@/server/merchant/sign-in-staff';
import type { StaffRecord } from '@/server/merchant/store/staff-repository';
import { UnknownUsernames } from '@/server/merchant/unknown-usernames';
import { now } from './order-in-memory';

const lockEnd = new Date(now + 15 * 60_000);
const token = { token: 'stf_token', expiresAt: new Date(now + 16 * 60 * 60_000) };

/**
 * Store 7's member helmi-staff with password kahvi123, in the role given; `wrongLocks` makes the next wrong password
 * lock the account, `lockedUntil` is a lock already set and `lockedMeanwhile` one a concurrent attempt set.
 */
async function staffOf(
  role: 'store' | 'transport',
  options: { lockedUntil?: Date; wrongLocks?: boolean; lockedMeanwhile?: Date } = {},
) {
  const recorded: string[] = [];
  const found = {
    member: { id: 4, username: 'helmi-staff', role, passwordHash: await hashPin('kahvi123') },
    store: { queryId: 'sataman-helmi' },
  } as unknown as StaffRecord;
  const context = {
    staff: { findByUsername: (name: string) => Promise.resolve(name === ' Helmi-Staff' ? found : null) },
    unknownUsernames: new UnknownUsernames(() => now),
    sessions: {
      open: (staffId: number) => {
        recorded.push(`session of ${staffId}`);
        return Promise.resolve(token);
      },
    },
    log: { info: (fields: object, message: string) => recorded.push(`${message} ${JSON.stringify(fields)}`) },
  } as unknown as Pick<MerchantContext, 'staff' | 'unknownUsernames' | 'sessions' | 'log'>;
  const lockout = {
    lockedUntil: () => options.lockedUntil ?? null,
    recordWrongPassword: (id: number): Promise<WrongPinOutcome> => {
      recorded.push(`wrong password of ${id}`);
      return Promise.resolve(options.wrongLocks ? { kind: 'LOCKED', until: lockEnd } : { kind: 'COUNTED' });
    },
    recordRightPassword: (id: number) => {
      recorded.push(`right password of ${id}`);
      return Promise.resolve(options.lockedMeanwhile ?? null);
    },
  };
  return { context, lockout, recorded, found };
}

const asked = (password: string, username = ' Helmi-Staff') => ({ username, password });

describe('signInStaff', () => {
  it('opens a session for the store\u2019s member with the right password, clears the count and logs it', async () => {
    const { context, lockout, recorded, found } = await staffOf('store');
    expect(await signInStaff(context, lockout, asked('kahvi123'))).toEqual({
      outcome: 'signed_in',
      found,
      session: token,
    });
    expect(recorded).toEqual([
      'right password of 4',
      'session of 4',
      'Staff signed in {"staff":"helmi-staff","merchant":"sataman-helmi"}',
    ]);
  });

  it('refuses a wrong password as a value and counts it toward the account\u2019s lock, opening nothing', async () => {
    const { context, lockout, recorded } = await staffOf('store');
    expect(await signInStaff(context, lockout, asked('tee456'))).toEqual({ outcome: 'refused' });
    expect(recorded).toEqual(['wrong password of 4']);
  });

  it('refuses a transport desk\u2019s account with its right password as a wrong password', async () => {
    const { context, lockout, recorded } = await staffOf('transport');
    expect(await signInStaff(context, lockout, asked('kahvi123'))).toEqual({ outcome: 'refused' });
    expect(recorded).toEqual(['wrong password of 4']);
  });

  it('answers the lock the wrong password set, and a lock even to the right password', async () => {
    const locking = await staffOf('store', { wrongLocks: true });
    expect(await signInStaff(locking.context, locking.lockout, asked('tee456'))).toEqual({
      outcome: 'locked',
      until: lockEnd,
    });
    const locked = await staffOf('store', { lockedUntil: lockEnd });
    expect(await signInStaff(locked.context, locked.lockout, asked('kahvi123'))).toEqual({
      outcome: 'locked',
      until: lockEnd,
    });
    expect(locked.recorded).toEqual([]);
  });

  it('opens no session when a concurrent wrong password locked the account meanwhile', async () => {
    const { context, lockout, recorded } = await staffOf('store', { lockedMeanwhile: lockEnd });
    expect(await signInStaff(context, lockout, asked('kahvi123'))).toEqual({ outcome: 'locked', until: lockEnd });
    expect(recorded).toEqual(['right password of 4']);
  });

  it('refuses a name without an account as a wrong password, and locks it at the fifth in a row', async () => {
    const { context, lockout, recorded } = await staffOf('store');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect(await signInStaff(context, lockout, asked('kahvi123', ' Nobody'))).toEqual({ outcome: 'refused' });
    }
    expect(await signInStaff(context, lockout, asked('kahvi123', 'NOBODY '))).toEqual({
      outcome: 'locked',
      until: lockEnd,
    });
    expect(await signInStaff(context, lockout, asked('kahvi123', 'nobody'))).toEqual({
      outcome: 'locked',
      until: lockEnd,
    });
    expect(recorded).toEqual([]);
  });
});
