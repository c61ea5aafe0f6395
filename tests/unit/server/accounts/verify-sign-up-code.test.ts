import type { OtpVerdict } from '@/server/accounts/otp-rules';
import type { UserRow } from '@/server/accounts/store/user-repository';
import { verifySignUpCode } from '@/server/accounts/verify-sign-up-code';

/** A registration whose code is 123456; every write is logged. */
function registrationOf(status: 'active' | 'pending') {
  const writes: string[] = [];
  const verdictOf = (code: string): OtpVerdict =>
    code === '123456' ? { kind: 'ACCEPTED' } : { kind: 'WRONG', attemptsLeft: 3 };
  const context = {
    otps: { check: (_id: number, _purpose: string, code: string) => Promise.resolve(verdictOf(code)) },
    users: { markMobileVerified: (id: number) => Promise.resolve(void writes.push(`number of ${id} verified`)) },
    signUpProofs: { issue: (id: number) => Promise.resolve(`proof of ${id}`) },
  } as unknown as Parameters<typeof verifySignUpCode>[0];
  return { context, writes, user: { id: 9, status } as UserRow };
}

describe('verifySignUpCode', () => {
  it('marks the number verified and hands out the proof the profile step takes', async () => {
    const { context, writes, user } = registrationOf('pending');
    expect(await verifySignUpCode(context, user, '123456')).toEqual({
      outcome: 'verified',
      signUpToken: 'proof of 9',
    });
    expect(writes).toEqual(['number of 9 verified']);
  });

  it('refuses a code not accepted with its verdict, writing nothing', async () => {
    const { context, writes, user } = registrationOf('pending');
    expect(await verifySignUpCode(context, user, '000000')).toEqual({
      outcome: 'refused',
      verdict: { kind: 'WRONG', attemptsLeft: 3 },
    });
    expect(writes).toEqual([]);
  });

  it('verifies nothing for an active account, whose notice carried no code', async () => {
    const { context, writes, user } = registrationOf('active');
    expect(await verifySignUpCode(context, user, '123456')).toEqual({ outcome: 'not_a_registration' });
    expect(writes).toEqual([]);
  });
});
