import type { AccountsContext } from './accounts-context';
import type { OtpVerdict } from './otp-rules';
import type { UserRow } from './store/user-repository';

export type SignUpCodeOutcome =
  /** The number is proven: `signUpToken` is the proof the profile step must come with. */
  | { readonly outcome: 'verified'; readonly signUpToken: string }
  | { readonly outcome: 'refused'; readonly verdict: Exclude<OtpVerdict, { kind: 'ACCEPTED' }> }
  /** The code matched an active account's notice, which was never sent: it is refused as a wrong code. */
  | { readonly outcome: 'not_a_registration' };

/** Checks the sign-up code (valid 5 minutes, locked after 5 wrong tries, usable once) and marks the number verified. */
export async function verifySignUpCode(
  context: Pick<AccountsContext, 'otps' | 'users' | 'signUpProofs'>,
  user: UserRow,
  code: string,
): Promise<SignUpCodeOutcome> {
  const verdict = await context.otps.check(user.id, 'sign_up', code);
  if (verdict.kind !== 'ACCEPTED') return { outcome: 'refused', verdict };
  // The code of an active account's notice was never sent: a lucky guess verifies nothing.
  if (user.status === 'active') return { outcome: 'not_a_registration' };
  await context.users.markMobileVerified(user.id);
  return { outcome: 'verified', signUpToken: await context.signUpProofs.issue(user.id) };
}
