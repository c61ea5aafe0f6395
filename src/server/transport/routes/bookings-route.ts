import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  bookingsQuerySchema,
  bookingsResponseSchema,
  largestBookingsPage,
} from '@/contract/transport/bookings.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { pageCount } from '@/domain/catalogue/paging';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { currentRide } from '../current-ride';
import { merchantOfAccount } from '../merchant-of-account';
import { toRideDto } from '../ride-dto';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

/** GET /api/v1/zapp_go/bookings?page&per_page: "My Bookings", the signed-in transport account's rides. */
export function registerBookingsRoute(app: FastifyInstance, context: TransportContext): void {
  app.get(
    `${walletApiV1}/${transportPaths.bookings}`,
    withContract({
      summary: 'One page of the signed-in transport account\u2019s rides, newest first',
      description:
        'Needs a transport token; 419 without a valid one. Newest first, at most ' +
        `${largestBookingsPage} rides a page (per_page): as many as My Bookings keeps.`,
      tags: ['transport'],
      session: true,
      query: bookingsQuerySchema,
      response: bookingsResponseSchema,
    }),
    async (request) => {
      const rider = await requireRider(request, context.riders);
      const query = parseQuery(bookingsQuerySchema, request.query);
      const { rows, total } = await context.rides.pageOf(rider.riderId, query.page, query.per_page);
      const current = await Promise.all(rows.map((row) => currentRide(context, row)));
      const merchant = await merchantOfAccount(context, rider);
      return checkResponse(bookingsResponseSchema, {
        bookings: current.map((row) => toRideDto(row, merchant.queryId, context.clock())),
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
