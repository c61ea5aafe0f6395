import { keptOrderNote } from '@/domain/orders/order-note';
import { invoiceSettlement } from '@/domain/payments/settlement-channel';
import type { InvoiceGateway, InvoiceRefusal, OrderRecipient, PricedInvoice } from '../ports/invoice-gateway.port';
import type { SessionStore } from '../ports/session-store.port';

/** The invoice the server priced, and what the customer wrote to the store about it (null or blank: nothing). */
export interface OrderToResubmit {
  readonly invoice: PricedInvoice;
  readonly note: string | null;
}

/**
 * The spec's payment step 3: the invoice re-submitted on the user's card channel when the bank card form gave a
 * session, else on the cash channel, with the spec's whole payload (the note, the priced invoice's lines, tip,
 * voucher and address, the user as recipient). A user without such a channel (a session kept before channels
 * were recorded) re-submits nothing, and the server decides when the order is placed.
 * @returns null when the invoice may be placed, else the server's refusal.
 * @throws AppError when the server cannot be reached or refuses the channel.
 */
export async function resubmitOnChannel(
  deps: { invoiceGateway: InvoiceGateway; sessionStore: SessionStore },
  { invoice, note }: OrderToResubmit,
  sessionId: string | null,
): Promise<InvoiceRefusal | null> {
  const session = await deps.sessionStore.load();
  const settlement = invoiceSettlement(session?.user.channels ?? [], sessionId);
  if (settlement.channelQueryId === null) return null;
  const answer = await deps.invoiceGateway.resubmit(
    { invoice, note: keptOrderNote(note), recipient: session ? recipientOf(session.user) : null },
    { channelQueryId: settlement.channelQueryId, sessionId: settlement.sessionId },
  );
  return answer.ok ? null : answer;
}

/** A guest's record has no name or number: then there is no recipient to name. */
function recipientOf(user: { readonly fullName: string; readonly mobileNumber: string }): OrderRecipient | null {
  const name = user.fullName.trim();
  const phoneNumber = user.mobileNumber.trim();
  return name === '' && phoneNumber === '' ? null : { name, phoneNumber };
}
