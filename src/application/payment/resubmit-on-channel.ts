import { invoiceSettlement } from '@/domain/payment/settlement-channel';
import type { InvoiceGateway, InvoiceRefusal } from '../ports/invoice-gateway.port';
import type { SessionStore } from '../ports/session-store.port';

/**
 * The spec's payment step 3: the invoice re-submitted on the user's card channel when the bank card form gave a
 * session, else on the cash channel. A user without such a channel (a session kept before channels were
 * recorded) re-submits nothing, and the server decides when the order is placed.
 * @returns null when the invoice may be placed, else the server's refusal.
 * @throws AppError when the server cannot be reached or refuses the channel.
 */
export async function resubmitOnChannel(
  deps: { invoiceGateway: InvoiceGateway; sessionStore: SessionStore },
  invoiceQueryId: string,
  sessionId: string | null,
): Promise<InvoiceRefusal | null> {
  const session = await deps.sessionStore.load();
  const settlement = invoiceSettlement(session?.user.channels ?? [], sessionId);
  if (settlement.channelQueryId === null) return null;
  const answer = await deps.invoiceGateway.resubmit(invoiceQueryId, {
    channelQueryId: settlement.channelQueryId,
    sessionId: settlement.sessionId,
  });
  return answer.ok ? null : answer;
}
