import type { FastifyInstance } from 'fastify';
import { walletApiV1, walletApiV2 } from '@/contract/api-paths';
import { invoiceParamsSchema } from '@/contract/orders/invoice.contract';
import { checkoutResponseSchema, fetchInvoiceResponseSchema } from '@/contract/orders/place-order.contract';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';
import { invoiceAnswer, ownedInvoice } from './owned-invoice';

/** GET /api/v1/invoices/{id}/checkout and GET /api/v2/invoices/{id}/fetch_invoice: one of the user's invoices. */
export function registerInvoiceReadRoutes(app: FastifyInstance, context: OrdersContext): void {
  app.get(
    `${walletApiV1}/invoices/:id/checkout`,
    withContract({
      summary: 'The invoice to pay, as priced',
      tags: ['orders'],
      session: true,
      params: invoiceParamsSchema,
      response: checkoutResponseSchema,
    }),
    async (request) => {
      const { record } = await ownedInvoice(request, context);
      return checkResponse(checkoutResponseSchema, { invoice: await invoiceAnswer(context, request, record) });
    },
  );
  app.get(
    `${walletApiV2}/invoices/:id/fetch_invoice`,
    withContract({
      summary: 'An invoice or order with its status history',
      tags: ['orders'],
      session: true,
      params: invoiceParamsSchema,
      response: fetchInvoiceResponseSchema,
    }),
    async (request) => {
      const { record } = await ownedInvoice(request, context);
      return checkResponse(fetchInvoiceResponseSchema, { invoice: await invoiceAnswer(context, request, record) });
    },
  );
}
