import { text } from '../../i18n/localized';
import { requestLanguage } from '../../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { invoiceParamsSchema } from '@/contract/orders/invoice.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { placeOrderRequestSchema, placeOrderResponseSchema } from '@/contract/orders/place-order.contract';
import { errorBody } from '../../http/error-body';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';
import { placeOrder } from '../place-order';
import { invoiceRefusalBody } from '../pricing/invoice-refusal-body';
import { invoiceAnswer, ownedInvoice } from './owned-invoice';

/**
 * PUT /api/v1/invoices/{id}/place_order: turns the invoice into an order and takes its units from stock,
 * once (place-order.ts), unless the store paused new orders or its kitchen is full (400 ORDERS_PAUSED or
 * KITCHEN_FULL). Placing it again answers the same order; when stock ran out since the invoice was made, nothing
 * changes and the refusal names the products. A card or bank payment not yet confirmed answers 402.
 */
export function registerPlaceOrderRoute(app: FastifyInstance, context: OrdersContext): void {
  app.put(
    `${walletApiV1}/invoices/:id/place_order`,
    withContract({
      summary: 'Place the order: idempotent, stock taken once',
      tags: ['orders'],
      session: true,
      params: invoiceParamsSchema,
      body: placeOrderRequestSchema,
      response: placeOrderResponseSchema,
    }),
    async (request, reply) => {
      const { session, record } = await ownedInvoice(request, context);
      parseBody(placeOrderRequestSchema, request.body);
      const placement = await placeOrder(context, session, record);
      if (placement.outcome === 'payment_required') {
        return reply.code(402).send(errorBody(text('invoice.paymentRequired')(requestLanguage(request))));
      }
      if (placement.outcome === 'refused') {
        const body = invoiceRefusalBody(placement.refusal, requestLanguage(request), record.company.timeZone);
        return reply.code(400).send(checkResponse(invoiceRefusalBodySchema, body));
      }
      return checkResponse(placeOrderResponseSchema, {
        invoice: await invoiceAnswer(context, request, placement.record),
      });
    },
  );
}
