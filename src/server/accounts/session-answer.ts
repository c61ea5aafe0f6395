import { sessionResponseSchema, type SessionResponse } from '@/contract/accounts/user.contract';
import { checkResponse } from '../http/parse-request';
import type { AccountsContext } from './accounts-context';
import { toUserDto } from './user-dto';
import type { UserRow } from './user-repository';

/** Opens a session for the user and answers it with the user, as every sign-in does. */
export async function signedIn(context: AccountsContext, user: UserRow): Promise<SessionResponse> {
  const [token, addresses, industryTypes] = await Promise.all([
    context.sessions.open(user.id),
    context.addresses.listOf(user.id),
    context.users.industryTypes(),
  ]);
  const body = { user: { ...toUserDto(user, addresses, industryTypes), session_ktb_token: token } };
  return checkResponse(sessionResponseSchema, body);
}
