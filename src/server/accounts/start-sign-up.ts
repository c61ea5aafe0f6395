import type { ServerLanguage } from '../i18n/server-language';
import type { AccountsContext } from './accounts-context';
import { sendSignUpMessage } from './send-otp';

/**
 * Starts a registration of the number: a pending customer (or the number's existing account), its message (unless
 * one went out less than 30 seconds ago) and a handle made for this registration, which the later steps take
 * instead of the user's own id. Every number gets the same kind of answer.
 * @returns the registration's handle.
 */
export async function startSignUp(
  context: AccountsContext,
  mobileNumber: string,
  language: ServerLanguage,
): Promise<string> {
  const { user } = await context.users.pendingCustomer(mobileNumber);
  await sendSignUpMessage(context, user, language);
  return context.signUpHandles.issue(user.id);
}
