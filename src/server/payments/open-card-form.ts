import { randomUUID } from 'node:crypto';
import type { PaymentsContext } from './payments-context';

/** How long a card form stays open: long enough to type a card, short enough that a leaked link goes stale. */
export const bankCardFormMinutes = 15;

/**
 * Opens a bank card form for the session's own user. Its session id is new for every form and recorded as the
 * user's, so the card accepted on it can pay only that user's invoice; another user's id reads like an unknown one.
 */
export async function openCardForm(
  context: Pick<PaymentsContext, 'clock' | 'bankCards'>,
  session: { readonly userId: number; readonly userQueryId: string },
  userQueryId: string,
): Promise<{ readonly outcome: 'opened'; readonly sessionId: string } | { readonly outcome: 'no_such_user' }> {
  if (userQueryId !== session.userQueryId) return { outcome: 'no_such_user' };
  const sessionId = randomUUID();
  const now = context.clock();
  await context.bankCards.open(sessionId, session.userId, new Date(now), new Date(now + bankCardFormMinutes * 60_000));
  return { outcome: 'opened', sessionId };
}
