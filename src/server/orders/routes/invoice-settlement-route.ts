import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { walletApiV1 } from '@/contract/api-paths';
import { invoiceParamsSchema, invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { invoiceSettlementRequestSchema } from '@/contract/orders/invoice-settlement.contract';
import { fieldError } from '../../accounts/field-error';
import { parseBody } from '../../accounts/parse-body';
import { userChannels } from '../../accounts/user-channels';
import { invoices } from '../../db/schema';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { text } from '../../i18n/localized';
import type { OrdersContext } from '../orders-context';
import { invoiceAnswer, ownedInvoice } from './owned-invoice';

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
      await context.db
        .update(invoices)
        .set({ channelQueryId: channel.query_id })
        .where(and(eq(invoices.id, record.invoice.id), isNull(invoices.placedAt)));
      const settled = await context.invoices.findOwned(session.userId, record.invoice.queryId);
      return checkResponse(invoiceResponseSchema, {
        invoice: await invoiceAnswer(context, request, settled ?? record),
      });
    },
  );
}
