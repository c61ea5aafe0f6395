import type { InvoiceSettlementRequest } from '@/contract/orders/invoice-settlement.contract';
import { checkoutTypeOf } from '@/domain/orders/checkout-type';
import { keptOrderNote } from '@/domain/orders/order-note';
import { minorUnitsPerMajorUnit, moneyFromWholeMajorUnits } from '@/domain/pricing/money';
import { userChannels } from '../accounts/index';
import { fieldError } from '../http/field-error';
import { text } from '../i18n/localized';
import type { SessionUser } from '../shared/session/session-store';
import type { OrdersContext } from './orders-context';
import type { InvoiceRecord } from './store/invoice-records';

/**
 * Records the channel (one of the session's own) the user re-submits the invoice on, with the note for the store,
 * and answers the invoice as it now reads. The card channel comes with the bank card form's session.
 * @throws a field error (400) for a channel not the user's, a card channel without a session, or a checkout type
 * or tip the priced invoice does not share.
 */
export async function settleInvoice(
  context: Pick<OrdersContext, 'invoices'>,
  session: SessionUser,
  record: InvoiceRecord,
  body: InvoiceSettlementRequest,
): Promise<InvoiceRecord> {
  const channel = userChannels(session.userQueryId).find((own) => own.query_id === body.channel_query_id);
  if (channel === undefined) throw fieldError('channel_query_id', text('invoice.unknownChannel'));
  if (channel.type === 'Channel::Card' && !body.session_id) {
    throw fieldError('session_id', text('invoice.cardChannelNeedsSession'));
  }
  refuseDisagreement(body, record);
  const note = body.invoice_note === undefined ? undefined : keptOrderNote(body.invoice_note);
  await context.invoices.recordChannel(record.invoice.id, channel.query_id, note);
  return (await context.invoices.findOwned(session.userId, record.invoice.queryId)) ?? record;
}

/** The payload names what the client believes it is paying; a belief the priced invoice does not share is refused. */
function refuseDisagreement(body: InvoiceSettlementRequest, { invoice }: InvoiceRecord): void {
  const pricedType = checkoutTypeOf(invoice.deliveryAddress !== null);
  if (body.checkout_type !== undefined && body.checkout_type !== pricedType) {
    throw fieldError('checkout_type', text('invoice.checkoutTypeDisagrees'));
  }
  if (body.invoice_tip !== undefined && moneyFromWholeMajorUnits(body.invoice_tip) !== invoice.tip) {
    throw fieldError('invoice_tip', text('invoice.tipDisagrees', { expected: invoice.tip / minorUnitsPerMajorUnit }));
  }
}
