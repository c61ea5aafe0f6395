import { text } from '../../i18n/localized';
import { requestLanguage } from '../../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { realtimeEventTypes } from '@/contract/realtime/realtime-event.contract';
import { invoiceParamsSchema } from '@/contract/orders/invoice.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { placeOrderRequestSchema, placeOrderResponseSchema } from '@/contract/orders/place-order.contract';
import { errorBody } from '../../http/error-body';
import { isPaymentMethod } from '@/domain/payments/payment-method';
import { mustBePaidBeforePlacing } from '@/domain/payments/payment-path';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';
import { intakeRefusal } from '../pricing/intake-refusal';
import { invoiceRefusalBody } from '../pricing/invoice-refusal-body';
import { invoiceAnswer, ownedInvoice } from './owned-invoice';

/**
 * PUT /api/v1/invoices/{id}/place_order: turns the invoice into an order and takes its units from stock,
 * once, unless the store paused new orders or its kitchen is full (400 ORDERS_PAUSED or KITCHEN_FULL). Placing it again answers the same order; when stock ran out since the invoice was made, nothing
 * changes and the refusal names the products.
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
      const { paymentMethod, payable, paidAt, placedAt } = record.invoice;
      // A card or bank payment places the order when the provider says it is paid, never on the client's word.
      if (
        placedAt === null &&
        paidAt === null &&
        isPaymentMethod(paymentMethod) &&
        mustBePaidBeforePlacing(paymentMethod, payable)
      ) {
        return reply.code(402).send(errorBody(text('invoice.paymentRequired')(requestLanguage(request))));
      }
      // A paused or full kitchen takes no new order; one already paid for goes through, as its money is taken.
      const held = placedAt === null && paidAt === null ? intakeRefusal(record.company, context.clock()) : null;
      if (held !== null) {
        return reply
          .code(400)
          .send(
            checkResponse(
              invoiceRefusalBodySchema,
              invoiceRefusalBody(held, requestLanguage(request), record.company.timeZone),
            ),
          );
      }
      // An unpaid order of a store with a cap is counted against it at the moment it is placed, in turn with the
      // store's other placements, so a rush never passes the cap; the check above only spares the work.
      const capped = placedAt === null && paidAt === null && record.company.orderCapPerQuarterHour !== null;
      const now = new Date(context.clock());
      const placement = capped
        ? await context.invoices.placeWithinCap(record.invoice.id, record.company.id, now)
        : await context.invoices.place(record.invoice.id, now);
      if (placement.outcome === 'full') {
        const refusal = { ok: false, reason: 'KITCHEN_FULL', until: placement.until } as const;
        const body = invoiceRefusalBody(refusal, requestLanguage(request), record.company.timeZone);
        return reply.code(400).send(checkResponse(invoiceRefusalBodySchema, body));
      }
      if (placement.outcome === 'unavailable') {
        const refusal = {
          ok: false,
          reason: 'PRODUCTS_UNAVAILABLE',
          productQueryIds: placement.productQueryIds,
        } as const;
        return reply
          .code(400)
          .send(checkResponse(invoiceRefusalBodySchema, invoiceRefusalBody(refusal, requestLanguage(request))));
      }
      // Placed now, the invoice is what was read with what placing wrote; placed before, it is read as it is now.
      const placed =
        placement.outcome === 'placed'
          ? { ...record, invoice: { ...record.invoice, ...placement.placed } }
          : await context.invoices.findOwned(session.userId, record.invoice.queryId);
      if (placed === null) throw new Error(`Invoice ${record.invoice.queryId} vanished while it was placed`);
      if (placement.outcome === 'placed') {
        await context.intake.refreshFull(record.company.id, now);
        context.onStatusChanged(session.userQueryId, {
          type: realtimeEventTypes.orderStatusChanged,
          status: 'order_pending',
          invoiceQueryId: placed.invoice.queryId,
          merchantQueryId: placed.company.queryId,
        });
      }
      return checkResponse(placeOrderResponseSchema, { invoice: await invoiceAnswer(context, request, placed) });
    },
  );
}
