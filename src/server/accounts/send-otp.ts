import { text } from '../i18n/localized';
import type { ServerLanguage } from '../i18n/server-language';
import type { ServerTextKey } from '../i18n/server-texts';
import type { AccountsContext } from './accounts-context';
import type { OtpIssue } from './store/otp-store';
import type { OtpPurpose } from './otp-rules';

const texts: Readonly<Record<OtpPurpose, { subject: ServerTextKey; body: ServerTextKey }>> = {
  sign_up: { subject: 'sms.signUpSubject', body: 'sms.signUpBody' },
  reset_password: { subject: 'sms.resetSubject', body: 'sms.resetBody' },
};

/**
 * Issues a code to the user's number through the outbox, unless the resend throttle holds it back; the message is
 * in the language of the screen that asked for it.
 */
export async function sendOtp(
  context: AccountsContext,
  user: { id: number; mobileNumber: string | null },
  purpose: OtpPurpose,
  language: ServerLanguage,
): Promise<OtpIssue> {
  if (user.mobileNumber === null) throw new Error('A one-time password needs a mobile number');
  const issue = await context.otps.issue(user.id, purpose);
  if (issue.sent) {
    await context.outbox.send({
      channel: 'sms',
      recipient: user.mobileNumber,
      subject: text(texts[purpose].subject)(language),
      body: text(texts[purpose].body, { code: issue.code })(language),
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
  language: ServerLanguage,
): Promise<OtpIssue> {
  if (user.mobileNumber === null) throw new Error('A notice needs a mobile number');
  // The code issued is never shown to anyone, so every guess at it misses, counts and locks as for a new number.
  const issue = await context.otps.issue(user.id, 'sign_up');
  if (issue.sent) {
    await context.outbox.send({
      channel: 'sms',
      recipient: user.mobileNumber,
      subject: text('sms.signUpSubject')(language),
      body: text('sms.alreadyRegistered')(language),
    });
  }
  return issue;
}

/**
 * A sign-up step's message: a code to a new or unfinished registration, the notice to the number of an active
 * account. Both go under one throttle, so the caller cannot tell them apart.
 */
export function sendSignUpMessage(
  context: AccountsContext,
  user: { id: number; mobileNumber: string | null; status: string },
  language: ServerLanguage,
): Promise<OtpIssue> {
  return user.status === 'active'
    ? sendAlreadyRegisteredNotice(context, user, language)
    : sendOtp(context, user, 'sign_up', language);
}
