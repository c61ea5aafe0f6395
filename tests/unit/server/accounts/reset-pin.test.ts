import type { AccountsContext } from '@/server/accounts/accounts-context';
import type { OtpVerdict } from '@/server/accounts/otp-rules';
import { verifyPin } from '@/server/accounts/pin-hash';
import { resetPin } from '@/server/accounts/reset-pin';
import type { UserRow } from '@/server/accounts/store/user-repository';

const number = '+358401234567';

/** One account, active or pending, whose reset code is 123456; every write is logged. */
function accountOf(status: 'active' | 'pending') {
  const writes: string[] = [];
  let pinHash = '';
  const user = { id: 9, status, mobileNumber: number } as UserRow;
  const codeVerdict = (code: string): OtpVerdict => (code === '123456' ? { kind: 'ACCEPTED' } : { kind: 'MISSING' });
  const context = {
    users: {
      findByMobile: (mobile: string) => Promise.resolve(mobile === number ? user : null),
      setPin: (id: number, hash: string) => {
        pinHash = hash;
        writes.push(`pin of ${id}`);
        return Promise.resolve();
      },
    },
    otps: { check: (_id: number, _purpose: string, code: string) => Promise.resolve(codeVerdict(code)) },
    unregistered: { checkResetCode: () => ({ kind: 'MISSING' }) },
    sessions: { endAllOf: (id: number) => Promise.resolve(void writes.push(`sessions of ${id} ended`)) },
  } as unknown as Pick<AccountsContext, 'users' | 'otps' | 'unregistered' | 'sessions'>;
  const lockout = { clear: (id: number) => Promise.resolve(void writes.push(`lock of ${id} lifted`)) };
  return { context, lockout, writes, pinHash: () => pinHash };
}

describe('resetPin', () => {
  it('sets the new PIN, lifts the lock and ends every session of the account', async () => {
    const { context, lockout, writes, pinHash } = accountOf('active');
    expect(await resetPin(context, lockout, { loginId: number, code: '123456', pin: 'abc123' })).toEqual({
      outcome: 'reset',
    });
    expect(writes).toEqual(['pin of 9', 'lock of 9 lifted', 'sessions of 9 ended']);
    expect(await verifyPin('abc123', pinHash())).toBe(true);
  });

  it('refuses a wrong code as a value, writing nothing', async () => {
    const { context, lockout, writes } = accountOf('active');
    expect(await resetPin(context, lockout, { loginId: number, code: '654321', pin: 'abc123' })).toEqual({
      outcome: 'refused',
      verdict: { kind: 'MISSING' },
    });
    expect(writes).toEqual([]);
  });

  it('refuses an unfinished registration\u2019s number as it refuses a number without an account', async () => {
    for (const loginId of [number, '+358409999999']) {
      const { context, lockout, writes } = accountOf('pending');
      expect(await resetPin(context, lockout, { loginId, code: '123456', pin: 'abc123' })).toEqual({
        outcome: 'refused',
        verdict: { kind: 'MISSING' },
      });
      expect(writes).toEqual([]);
    }
  });
});
