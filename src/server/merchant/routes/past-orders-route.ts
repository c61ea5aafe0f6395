import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import {
  largestPastOrdersPage,
  pastOrdersPath,
  pastOrdersQuerySchema,
  pastOrdersResponseSchema,
} from '@/contract/merchant/past-orders.contract';
import { pageCount } from '@/domain/catalogue/paging';
import { addDays, startOfLocalDate } from '@/domain/merchant-console/local-time';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { toMerchantOrderDto } from '../store/merchant-order-dto';
import type { MerchantOrderRepository, PastOrderSearch } from '../store/merchant-order-repository';
import { requireStaff } from './staff-guard';

/**
 * GET /merchant/v1/orders/past?code&phone&date&page&per_page: the staff find a past order of their own store by
 * its code, its customer's phone or its day in the store's time zone, a page at a time, newest first.
 */
export function registerPastOrdersRoute(
  app: FastifyInstance,
  context: MerchantContext,
  orders: Pick<MerchantOrderRepository, 'search'>,
): void {
  app.get(
    `${merchantApiV1}/${pastOrdersPath}`,
    withContract({
      summary: 'Finds placed orders of the signed-in staff member\u2019s store by code, customer phone and day',
      description:
        'Any of code (the short order id, without case), phone (the digits typed, matched at the end of the ' +
        'customer\u2019s number) and date (YYYY-MM-DD, a day in the store\u2019s time zone), or none for every ' +
        `order; newest first, at most ${largestPastOrdersPage} a page. Only the staff member\u2019s store is searched. ` +
        'A bad parameter answers 400 naming it.',
      tags: ['merchant'],
      session: true,
      query: pastOrdersQuerySchema,
      response: pastOrdersResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const query = parseQuery(pastOrdersQuerySchema, request.query);
      const { records, total } = await orders.search(
        member.companyId,
        searchOf(query, member.storeTimeZone),
        query.page,
        query.per_page,
      );
      return checkResponse(pastOrdersResponseSchema, {
        orders: records.map(toMerchantOrderDto),
        time_zone: member.storeTimeZone,
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

/** The query as the repository searches: the code bare, the phone's digits without a leading 0, the day's instants. */
function searchOf(query: { code?: string; phone?: string; date?: string }, timeZone: string): PastOrderSearch {
  const code = query.code?.replace(/[#\s]/g, '');
  // A number typed the national way (040…) ends as the stored international one (+35840…) does, past its 0.
  const phoneDigits = query.phone?.replace(/\D/g, '').replace(/^0+/, '');
  return {
    ...(code === undefined || code === '' ? {} : { code }),
    ...(phoneDigits === undefined || phoneDigits === '' ? {} : { phoneDigits }),
    ...(query.date === undefined
      ? {}
      : {
          placedFrom: new Date(startOfLocalDate(query.date, timeZone)),
          placedBefore: new Date(startOfLocalDate(addDays(query.date, 1), timeZone)),
        }),
  };
}
