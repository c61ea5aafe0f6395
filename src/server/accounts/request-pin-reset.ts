import type { ServerLanguage } from '../i18n/server-language';
import type { AccountsContext } from './accounts-context';
import { sendOtp } from './send-otp';

/**
 * Sends a PIN reset code to the number of an active account. A number without one gets a code kept in memory that
 * no one receives, so that reset_password answers alike for both; the caller's answer never tells them apart.
 */
export async function requestPinReset(
  context: AccountsContext,
  loginId: string,
  language: ServerLanguage,
): Promise<void> {
  const user = await context.users.findByMobile(loginId);
  if (user?.status === 'active') await sendOtp(context, user, 'reset_password', language);
  else context.unregistered.issueResetCode(loginId);
}
