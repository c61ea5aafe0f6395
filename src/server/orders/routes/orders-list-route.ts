import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { orderPaths } from '@/contract/orders/order-paths';
import {
  ordersMaxPageSize,
  ordersPageSize,
  ordersQuerySchema,
  ordersResponseSchema,
} from '@/contract/orders/orders-list.contract';
import { pageCount } from '@/domain/catalogue/paging';
import { knownOrderStatuses, orderTabOf, type OrderTab } from '@/domain/orders/order-status';
import { requireSession } from '../../shared/session/session-guard';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';
import { invoiceAnswer } from './owned-invoice';

/** The statuses a history tab shows, by the domain's rule of which tab a status belongs in. */
function statusesOf(tab: OrderTab) {
  return knownOrderStatuses.filter((status) => orderTabOf(status) === tab);
}

/** GET /api/v1/users/orders?order_type=active|past|cancelled&page&per_page: the user's placed orders, newest first. */
export function registerOrdersListRoute(app: FastifyInstance, context: OrdersContext): void {
  app.get(
    `${walletApiV1}/${orderPaths.orders}`,
    withContract({
      summary: 'One page of the signed-in user\u2019s orders in a history tab',
      description:
        `Newest first, per_page orders a page (${ordersPageSize} unless asked, at most ${ordersMaxPageSize}); ` +
        'the pagination tells how many pages the tab has.',
      tags: ['orders'],
      session: true,
      query: ordersQuerySchema,
      response: ordersResponseSchema,
    }),
    async (request) => {
      const session = await requireSession(request, context.db, context.clock);
      const query = parseQuery(ordersQuerySchema, request.query);
      const { records, total } = await context.invoices.placedOf(
        session.userId,
        statusesOf(query.order_type),
        query.page,
        query.per_page,
      );
      const invoices = await Promise.all(
        records.map(async (record) => ({ invoice: await invoiceAnswer(context, request, record) })),
      );
      return checkResponse(ordersResponseSchema, {
        invoices,
        pagination: {
          page: query.page,
          per_page: query.per_page,
          total_items: total,
          total_pages: pageCount(total, query.per_page),
        },
      });
    },
  );
}
