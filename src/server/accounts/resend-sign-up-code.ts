import type { ServerLanguage } from '../i18n/server-language';
import type { AccountsContext } from './accounts-context';
import { sendSignUpMessage } from './send-otp';
import type { UserRow } from './store/user-repository';

export type ResendOutcome =
  | { readonly outcome: 'sent' }
  /** A message went out less than 30 seconds ago: the customer may ask again after `waitMs`. */
  | { readonly outcome: 'throttled'; readonly waitMs: number };

/** Sends the registration's message again: a new code, or the notice to an active account's number. */
export async function resendSignUpCode(
  context: AccountsContext,
  user: UserRow,
  language: ServerLanguage,
): Promise<ResendOutcome> {
  const issue = await sendSignUpMessage(context, user, language);
  return issue.sent ? { outcome: 'sent' } : { outcome: 'throttled', waitMs: issue.waitMs };
}
