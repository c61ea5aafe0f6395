import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { invoiceParamsSchema, invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { invoiceSettlementRequestSchema } from '@/contract/orders/invoice-settlement.contract';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';
import { settleInvoice } from '../settle-invoice';
import { invoiceAnswer, ownedInvoice } from './owned-invoice';

const description =
  'The spec\u2019s whole re-submission payload is read, and the amounts stay the server\u2019s: invoice_note is kept ' +
  'for the store (trimmed; blank is none). checkout_type and invoice_tip must be what the invoice was priced with ' +
  '(delivery when it has a delivery address, else pickup; the tip in whole units), else 400 naming the field. ' +
  'invoice_items_attributes, voucher_id, address_id, recipient_name, recipient_phone_number and save_card are ' +
  'accepted and not used: the priced invoice\u2019s own lines, voucher and address stand, and no card is kept.';

/**
 * PUT /api/v1/invoices/{id}: the spec's invoice update call, the invoice re-submitted on one of the session's
 * own channels (payment step 3, settle-invoice.ts). The channel is recorded until the order is placed; a placed
 * invoice keeps the channel it was placed with.
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
      const settled = await settleInvoice(context, session, record, body);
      return checkResponse(invoiceResponseSchema, { invoice: await invoiceAnswer(context, request, settled) });
    },
  );
}
