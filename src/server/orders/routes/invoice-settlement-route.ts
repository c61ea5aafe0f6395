import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { walletApiV1 } from '@/contract/api-paths';
import { invoiceParamsSchema, invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import {
  invoiceSettlementRequestSchema,
  type InvoiceSettlementRequest,
} from '@/contract/orders/invoice-settlement.contract';
import { checkoutTypeOf } from '@/domain/orders/checkout-type';
import { keptOrderNote } from '@/domain/orders/order-note';
import { minorUnitsPerMajorUnit, moneyFromWholeMajorUnits } from '@/domain/pricing/money';
import { fieldError } from '../../http/field-error';
import { parseBody } from '../../http/parse-body';
import { userChannels } from '../../accounts/index';
import { invoices } from '../orders-schema';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { text } from '../../i18n/localized';
import type { OrdersContext } from '../orders-context';
import type { InvoiceRecord } from '../store/invoice-records';
import { invoiceAnswer, ownedInvoice } from './owned-invoice';

const description =
  'The spec\u2019s whole re-submission payload is read, and the amounts stay the server\u2019s: invoice_note is kept ' +
  'for the store (trimmed; blank is none). checkout_type and invoice_tip must be what the invoice was priced with ' +
  '(delivery when it has a delivery address, else pickup; the tip in whole units), else 400 naming the field. ' +
  'invoice_items_attributes, voucher_id, address_id, recipient_name, recipient_phone_number and save_card are ' +
  'accepted and not used: the priced invoice\u2019s own lines, voucher and address stand, and no card is kept.';

/**
 * PUT /api/v1/invoices/{id}: the spec's invoice update call, the invoice re-submitted on one of the session's
 * own channels (payment step 3). The card channel comes with the bank card form's session. The channel is
 * recorded until the order is placed; a placed invoice keeps the channel it was placed with.
 */
export function registerInvoiceSettlementRoute(app: FastifyInstance, context: OrdersContext): void {
  app.put(
    `${walletApiV1}/invoices/:id`,
    withContract({
      summary: 'Re-submit the invoice on one of the user\u2019s payment channels',
      description,
      tags: ['orders'],
      session: true,
      params: invoiceParamsSchema,
      body: invoiceSettlementRequestSchema,
      response: invoiceResponseSchema,
    }),
    async (request) => {
      const { session, record } = await ownedInvoice(request, context);
      const body = parseBody(invoiceSettlementRequestSchema, request.body);
      const channel = userChannels(session.userQueryId).find((own) => own.query_id === body.channel_query_id);
      if (channel === undefined) throw fieldError('channel_query_id', text('invoice.unknownChannel'));
      if (channel.type === 'Channel::Card' && !body.session_id) {
        throw fieldError('session_id', text('invoice.cardChannelNeedsSession'));
      }
      refuseDisagreement(body, record);
      const note = body.invoice_note === undefined ? {} : { invoiceNote: keptOrderNote(body.invoice_note) };
      await context.db
        .update(invoices)
        .set({ channelQueryId: channel.query_id, ...note })
        .where(and(eq(invoices.id, record.invoice.id), isNull(invoices.placedAt)));
      const settled = await context.invoices.findOwned(session.userId, record.invoice.queryId);
      return checkResponse(invoiceResponseSchema, {
        invoice: await invoiceAnswer(context, request, settled ?? record),
      });
    },
  );
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
