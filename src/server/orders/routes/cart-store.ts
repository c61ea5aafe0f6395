import type { FastifyReply, FastifyRequest } from 'fastify';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { fieldError } from '../../http/field-error';
import { text } from '../../i18n/localized';
import { requestLanguage } from '../../i18n/server-language';
import { checkResponse } from '../../http/parse-request';
import type { OrdersContext } from '../orders-context';
import { intakeRefusal } from '../pricing/intake-refusal';
import { invoiceRefusalBody } from '../pricing/invoice-refusal-body';
import type { PricingProducts, PricingStoreRecord } from '../store/pricing-sources';

/** The cart's store and its products, as both the quote and the invoice price them. */
export interface CartStore {
  readonly store: PricingStoreRecord;
  readonly products: PricingProducts;
}

/**
 * The gates a cart passes before it is priced, the same for the quote and the invoice: the store must exist (400
 * naming invoice.organization_query_id) and take new orders (400 with the refusal body, its time on the store's
 * clock). Answers null once the refusal is sent: the route then returns the reply.
 */
export async function cartStoreTakingOrders(
  context: OrdersContext,
  request: FastifyRequest,
  reply: FastifyReply,
  cart: { readonly storeQueryId: string; readonly productQueryIds: readonly string[] },
): Promise<CartStore | null> {
  const found = await context.sources.storeWithProducts(cart.storeQueryId, cart.productQueryIds);
  if (found === null)
    throw fieldError('invoice.organization_query_id', text('notFound.store', { id: cart.storeQueryId }));
  const held = intakeRefusal(found.store.row, context.clock());
  if (held === null) return found;
  const body = invoiceRefusalBody(held, requestLanguage(request), found.store.row.timeZone);
  reply.code(400).send(checkResponse(invoiceRefusalBodySchema, body));
  return null;
}
