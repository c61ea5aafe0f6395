import { requestLanguage } from '../../i18n/server-language';
import { keptOrderNote } from '@/domain/orders/order-note';
import { tipInMinorUnits } from '@/domain/tip/tip';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { createInvoiceRequestSchema, largestInvoiceLines } from '@/contract/orders/create-invoice.contract';
import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { orderPaths } from '@/contract/orders/order-paths';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';
import { invoiceRefusalBody } from '../pricing/invoice-refusal-body';
import { priceOrder } from '../store/price-order';
import { cartStoreTakingOrders } from './cart-store';
import { invoiceAnswer } from './owned-invoice';

/**
 * POST /api/v1/invoices: prices the cart on the server and keeps it as an invoice. A refusal (closed store, new
 * orders paused or the kitchen full, outside the area, unavailable products, below the minimum) is the contract's refusal body, sent as it is.
 * An invoice paid by the bank card form must name a card of the user's own (402 otherwise), and is then paid.
 */
export function registerCreateInvoiceRoute(app: FastifyInstance, context: OrdersContext): void {
  app.post(
    `${walletApiV1}/${orderPaths.invoices}`,
    withContract({
      summary: 'Create an invoice from the cart, every amount priced by the server',
      description:
        `At most ${largestInvoiceLines} lines, the most a cart holds: more is refused with 400 naming ` +
        'invoice.invoice_items_attributes.',
      tags: ['orders'],
      session: true,
      body: createInvoiceRequestSchema,
      response: invoiceResponseSchema,
    }),
    async (request, reply) => {
      const session = await requireSession(request, context.db, context.clock);
      const body = parseBody(createInvoiceRequestSchema, request.body);
      const storeQueryId = body.invoice.organization_query_id;
      const items = body.invoice.invoice_items_attributes;
      const found = await cartStoreTakingOrders(context, request, reply, {
        storeQueryId,
        productQueryIds: items.map((item) => item.product_query_id),
      });
      if (found === null) return reply;
      const { store } = found;
      const { pricing, deliveryAddress, productIdOf } = await priceOrder(context.sources, {
        store,
        products: found.products,
        userId: session.userId,
        items,
        voucher: null,
        tip: tipInMinorUnits(body.invoice_tip),
      });
      if (!pricing.ok) {
        return reply
          .code(400)
          .send(checkResponse(invoiceRefusalBodySchema, invoiceRefusalBody(pricing, requestLanguage(request))));
      }
      const { paymentMethod, sessionId, cardToken } = body;
      const card = { userId: session.userId, paymentMethod, sessionId, cardToken };
      const record = await context.createPaidByBankCard(context.db, context.clock, card, () =>
        context.invoices.create({
          userId: session.userId,
          company: store.row,
          paymentMethod: body.paymentMethod,
          email: body.email ?? null,
          note: keptOrderNote(body.invoice_note),
          deliveryAddress,
          priced: pricing.invoice,
          productIdOf,
          now: new Date(context.clock()),
        }),
      );
      return checkResponse(invoiceResponseSchema, { invoice: await invoiceAnswer(context, request, record) });
    },
  );
}
