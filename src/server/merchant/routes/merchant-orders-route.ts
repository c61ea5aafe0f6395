import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import {
  largestMerchantOrdersPage,
  merchantOrdersQuerySchema,
  merchantOrdersResponseSchema,
} from '@/contract/merchant/merchant-order.contract';
import { pageCount } from '@/domain/catalogue/paging';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { toMerchantOrderDto } from '../store/merchant-order-dto';
import { requireStaff } from './staff-guard';

/** GET /merchant/v1/orders?status&page&per_page: the placed orders of the staff member's own store, newest first. */
export function registerMerchantOrdersRoute(app: FastifyInstance, context: MerchantContext): void {
  app.get(
    `${merchantApiV1}/${merchantPaths.orders}`,
    withContract({
      summary: 'One page of the placed orders of the signed-in staff member\u2019s store',
      description:
        `Newest first. A page holds at most ${largestMerchantOrdersPage} orders (per_page), well above a busy ` +
        'store\u2019s day; the console asks for that many, so every order still open is on its first page.',
      tags: ['merchant'],
      session: true,
      query: merchantOrdersQuerySchema,
      response: merchantOrdersResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const query = parseQuery(merchantOrdersQuerySchema, request.query);
      const { records, total } = await context.orders.pageOf(
        member.companyId,
        query.status,
        query.page,
        query.per_page,
      );
      return checkResponse(merchantOrdersResponseSchema, {
        orders: records.map(toMerchantOrderDto),
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
