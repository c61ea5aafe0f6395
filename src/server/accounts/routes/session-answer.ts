import { sessionResponseSchema, type SessionResponse } from '@/contract/accounts/user.contract';
import { checkResponse } from '../../http/parse-request';
import type { ServerLanguage } from '../../i18n/server-language';
import type { AccountsContext } from '../accounts-context';
import { toUserDto } from './user-dto';
import type { UserRow } from '../store/user-repository';

/** Opens a session for the user and answers it with the user, as every sign-in does, in the screen's language. */
export async function signedIn(
  context: AccountsContext,
  user: UserRow,
  language: ServerLanguage,
): Promise<SessionResponse> {
  const [token, addresses, industryTypes] = await Promise.all([
    context.sessions.open(user.id),
    context.addresses.listOf(user.id),
    context.users.industryTypes(language),
  ]);
  const body = { user: { ...toUserDto(user, addresses, industryTypes), session_ktb_token: token } };
  return checkResponse(sessionResponseSchema, body);
}
