import { requestLanguage } from '../../i18n/server-language';
import { keptOrderNote } from '@/domain/orders/order-note';
import { tipInMinorUnits } from '@/domain/tip/tip';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  createInvoiceRequestSchema,
  largestInvoiceLines,
  type ParsedCreateInvoiceRequest,
} from '@/contract/orders/create-invoice.contract';
import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { orderPaths } from '@/contract/orders/order-paths';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import { checkResponse } from '../../http/parse-request';
import { errorBody } from '../../http/error-body';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';
import { invoiceRefusalBody } from '../pricing/invoice-refusal-body';
import { priceOrder } from '../store/price-order';
import { cartStoreTakingOrders } from './cart-store';
import { invoiceAnswer } from './owned-invoice';
import { InvoiceIdempotencyKeys } from '../store/invoice-idempotency-keys';
import { fieldError } from '../../http/field-error';
import { text } from '../../i18n/localized';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InvoiceRecord } from '../store/invoice-records';

/** The header of the IETF's idempotency draft (draft-ietf-httpapi-idempotency-key-header): one order, one key. */
const idempotencyHeader = 'idempotency-key';
const idempotencyKeyPattern = /^[A-Za-z0-9._:-]{8,200}$/;
/** How long a request waits for a twin with its key to make their invoice, and how often it looks. */
const twinWaitMs = 5_000;
const twinPollMs = 50;

/** The request's Idempotency-Key, or null without one. @throws BadRequestError for one not of the key's form. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[idempotencyHeader];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !idempotencyKeyPattern.test(header)) {
    throw fieldError('Idempotency-Key', text('invoice.idempotencyKey'));
  }
  return header;
}

/**
 * POST /api/v1/invoices: prices the cart on the server and keeps it as an invoice. A refusal (closed store, new
 * orders paused or the kitchen full, outside the area, unavailable products, below the minimum) is the contract's refusal body, sent as it is.
 * An invoice paid by the bank card form must name a card of the user's own (402 otherwise), and is then paid.
 * With an Idempotency-Key header, the user's request sent again with the same key answers the invoice the first
 * one made, also when the two arrive at once: an order queued offline and sent twice is one invoice, placed once.
 * Stock, prices and the store's hours are judged when the first arrives.
 */
export function registerCreateInvoiceRoute(app: FastifyInstance, context: OrdersContext): void {
  app.post(
    `${walletApiV1}/${orderPaths.invoices}`,
    withContract({
      summary: 'Create an invoice from the cart, every amount priced by the server',
      description:
        `At most ${largestInvoiceLines} lines, the most a cart holds: more is refused with 400 naming ` +
        'invoice.invoice_items_attributes. With an Idempotency-Key header (8 to 200 letters, digits or . _ : -), ' +
        'the same user sending the same key again is answered the invoice the first request made, also when the ' +
        'two arrive at once (409 if the first is still being made after 5 s); a refused request leaves the key free.',
      tags: ['orders'],
      session: true,
      body: createInvoiceRequestSchema,
      response: invoiceResponseSchema,
    }),
    async (request, reply) => {
      const session = await requireSession(request, context.db, context.clock);
      const body = parseBody(createInvoiceRequestSchema, request.body);
      const key = idempotencyKeyOf(request);
      if (key === null) return created(await createInvoice(context, request, reply, session.userId, body));
      const keys = new InvoiceIdempotencyKeys(context.db);
      const deadline = Date.now() + twinWaitMs;
      for (;;) {
        if (await keys.claim(session.userId, key, new Date(context.clock()))) {
          const made = await createInvoice(context, request, reply, session.userId, body).catch(
            async (error: unknown) => {
              await keys.release(session.userId, key);
              throw error;
            },
          );
          if (made === null) await keys.release(session.userId, key);
          else await keys.settle(session.userId, key, made.invoice.id);
          return created(made);
        }
        const state = await keys.state(session.userId, key);
        if (state.kind === 'made') {
          const record = await context.invoices.findOwned(session.userId, state.queryId);
          if (record !== null) return created(record);
        }
        if (Date.now() > deadline) {
          return reply.code(409).send(errorBody(text('invoice.idempotencyKeyBusy')(requestLanguage(request))));
        }
        // A twin is still making the invoice (or gave its claim up): look again shortly.
        await new Promise((resolve) => setTimeout(resolve, twinPollMs));
      }

      async function created(record: InvoiceRecord | null) {
        if (record === null) return reply;
        return checkResponse(invoiceResponseSchema, { invoice: await invoiceAnswer(context, request, record) });
      }
    },
  );
}

/**
 * Prices the cart and makes the invoice; null when it is refused, the refusal already sent on the reply.
 */
async function createInvoice(
  context: OrdersContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  body: ParsedCreateInvoiceRequest,
): Promise<InvoiceRecord | null> {
  const storeQueryId = body.invoice.organization_query_id;
  const items = body.invoice.invoice_items_attributes;
  const found = await cartStoreTakingOrders(context, request, reply, {
    storeQueryId,
    productQueryIds: items.map((item) => item.product_query_id),
  });
  if (found === null) return null;
  const { store } = found;
  const { pricing, deliveryAddress, productIdOf } = await priceOrder(context.sources, {
    store,
    products: found.products,
    userId,
    items,
    voucher: null,
    tip: tipInMinorUnits(body.invoice_tip),
  });
  if (!pricing.ok) {
    reply
      .code(400)
      .send(checkResponse(invoiceRefusalBodySchema, invoiceRefusalBody(pricing, requestLanguage(request))));
    return null;
  }
  const { paymentMethod, sessionId, cardToken } = body;
  const card = { userId, paymentMethod, sessionId, cardToken };
  return context.createPaidByBankCard(context.db, context.clock, card, () =>
    context.invoices.create({
      userId,
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
}
