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
