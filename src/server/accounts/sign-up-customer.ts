import type { AccountsContext } from './accounts-context';
import type { UserRow } from './store/user-repository';

/**
 * The customer a sign-up step is about, found by the handle the registration gave out. An active account's steps
 * read exactly like a registration's (its number gets a notice instead of a code, which no guess matches), so the
 * steps cannot tell which numbers have accounts. A user's own id is accepted only where `ownIdAllowed` (update_user),
 * from that user's own session (a profile change); an unknown or expired id is nobody (null).
 */
export async function signUpCustomer(
  context: Pick<AccountsContext, 'signUpHandles' | 'users' | 'sessions'>,
  asked: { readonly userId: string; readonly sessionToken: string | null; readonly ownIdAllowed: boolean },
): Promise<UserRow | null> {
  const byHandle = await context.signUpHandles.userOf(asked.userId);
  const byOwnId = byHandle === null && asked.ownIdAllowed ? await context.users.findByQueryId(asked.userId) : null;
  const user =
    byHandle ?? (byOwnId !== null && (await isOwnSession(context, byOwnId, asked.sessionToken)) ? byOwnId : null);
  return user?.kind === 'customer' ? user : null;
}

/** Whether the request's session token is a live session of this very user; never a refusal of its own. */
export async function isOwnSession(
  context: Pick<AccountsContext, 'sessions'>,
  user: UserRow,
  sessionToken: string | null,
): Promise<boolean> {
  const session = sessionToken === null ? null : await context.sessions.find(sessionToken);
  return session?.userId === user.id;
}
