import type { AccountsContext } from './accounts-context';
import type { OtpIssue } from './otp-store';
import type { OtpPurpose } from './otp-rules';

const texts: Readonly<Record<OtpPurpose, (code: string) => string>> = {
  sign_up: (code) => `Your sign-up code is ${code}. It is valid for 5 minutes.`,
  reset_password: (code) => `Your PIN reset code is ${code}. It is valid for 5 minutes.`,
};

/** Issues a code to the user's number through the outbox, unless the resend throttle holds it back. */
export async function sendOtp(
  context: AccountsContext,
  user: { id: number; mobileNumber: string | null },
  purpose: OtpPurpose,
): Promise<OtpIssue> {
  if (user.mobileNumber === null) throw new Error('A one-time password needs a mobile number');
  const issue = await context.otps.issue(user.id, purpose);
  if (issue.sent) {
    await context.outbox.send({
      channel: 'sms',
      recipient: user.mobileNumber,
      subject: purpose === 'sign_up' ? 'Sign-up code' : 'PIN reset code',
      body: texts[purpose](issue.code),
    });
  }
  return issue;
}

/**
 * POST users for the number of an active account: instead of a code, the owner is told the number already has
 * an account, under the same 30-second throttle as a code, so the caller sees exactly what a new number gets.
 */
export async function sendAlreadyRegisteredNotice(
  context: AccountsContext,
  user: { id: number; mobileNumber: string | null },
): Promise<OtpIssue> {
  if (user.mobileNumber === null) throw new Error('A notice needs a mobile number');
  // The code issued is never shown to anyone, so every guess at it misses, counts and locks as for a new number.
  const issue = await context.otps.issue(user.id, 'sign_up');
  if (issue.sent) {
    await context.outbox.send({
      channel: 'sms',
      recipient: user.mobileNumber,
      subject: 'Sign-up code',
      body: 'This number already has an account. Log in, or reset your PIN with Forgot pin.',
    });
  }
  return issue;
}
