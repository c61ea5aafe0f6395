import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { fareEstimateQuerySchema } from '@/contract/transport/fare-estimate-query.contract';
import { fareEstimateResponseSchema } from '@/contract/transport/fare-estimate.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { fieldError } from '../accounts/field-error';
import { checkResponse, parseQuery } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import { merchantOfAccount } from './merchant-of-account';
import { checkOwnMerchant } from './own-merchant';
import { fareEstimates, routeDistanceKm } from './ride-pricing';
import { rideStart, rideStartMessages } from './ride-start';
import { checkRouteLength } from './route-length';
import type { TransportContext } from './transport-context';
import { requireRider } from './transport-guard';

/** GET /api/v1/zapp_go/cablah_price: the price of a route for each car type, plain and with meet and greet. */
export function registerFareEstimateRoute(app: FastifyInstance, context: TransportContext): void {
  app.get(
    `${walletApiV1}/${transportPaths.fareEstimate}`,
    withContract({
      summary: 'Estimated prices of a ride per car type, with and without meet and greet',
      description:
        'Prices come from the fares of the car types the host\u2019s configuration offers (starting_price is ignored; a type not offered is a 400 naming type) plus a night surcharge of 10 for a ride starting between 00:00 and 06:59 (Singapore time without advance_booking_time). Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      query: fareEstimateQuerySchema,
      response: fareEstimateResponseSchema,
    }),
    async (request, reply) => {
      const rider = await requireRider(request, context.riders);
      await context.riderLimit('pricing', rider.queryId, request, reply);
      const query = parseQuery(fareEstimateQuerySchema, request.query);
      checkOwnMerchant(rider, 'id', query.id);
      const now = context.clock();
      const start = rideStart(query.advance_booking_time, query.time_zone, now);
      if (!start.ok) throw fieldError('advance_booking_time', rideStartMessages[start.reason]);
      const route = { pickup: query.pickup_lat_long, dropoff: query.dropoff_lat_long, bookingTime: start.bookingTime };
      const distanceKm = routeDistanceKm(route);
      checkRouteLength(distanceKm, 'dropoff_lat_long');
      const merchant = await merchantOfAccount(context, rider);
      return checkResponse(fareEstimateResponseSchema, {
        currency: merchant.currency,
        distanceKm,
        pickup: route.pickup,
        dropoff: route.dropoff,
        estimates: fareEstimates(route, now, context.tariffs, query.type),
      });
    },
  );
}
