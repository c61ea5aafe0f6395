import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { fareEstimateQuerySchema } from '@/contract/transport/fare-estimate-query.contract';
import { fareEstimateResponseSchema } from '@/contract/transport/fare-estimate.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { largestCarTypeCount } from '@/domain/transport/car-type';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { merchantOfAccount } from '../merchant-of-account';
import { checkOwnMerchant } from '../own-merchant';
import { fareEstimates, routeDistanceKm } from '../ride-pricing';
import { rideStart } from '../ride-start';
import { checkRouteLength } from '../route-length';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

/** GET /api/v1/zapp_go/cablah_price: the price of a route for each car type, plain and with meet and greet. */
export function registerFareEstimateRoute(app: FastifyInstance, context: TransportContext): void {
  app.get(
    `${walletApiV1}/${transportPaths.fareEstimate}`,
    withContract({
      summary: 'Estimated prices of a ride per car type, with and without meet and greet',
      description:
        'Prices come from the fares of the car types the host\u2019s configuration offers (starting_price is ignored; a type not offered is a 400 naming type, code 9014) plus a night surcharge of 10 for a ride starting between 00:00 and 06:59 on the wall clocks of the host\u2019s configured time zone (transport.timeZone, Asia/Singapore by default), at advance_booking_time or else now. time_zone is accepted and ignored for the price: no client can change it. A booking time in the past answers 400 code 9015, one further ahead than the host\u2019s transport.maxAdvanceDays 400 code 9016; a pickup and drop-off under 100 m apart 400 code 9006, over 200 km 400 code 9021, each naming its field. Needs a transport token; 419 without a valid one. ' +
        `One estimate per car type and ride type: a host offers at most ${largestCarTypeCount} car types.`,
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
      const { startsAt } = rideStart(query.advance_booking_time, now, context.rules);
      const route = { pickup: query.pickup_lat_long, dropoff: query.dropoff_lat_long, startsAt };
      const distanceKm = routeDistanceKm(route);
      checkRouteLength(distanceKm, 'dropoff_lat_long');
      const merchant = await merchantOfAccount(context, rider);
      return checkResponse(fareEstimateResponseSchema, {
        currency: merchant.currency,
        distanceKm,
        pickup: route.pickup,
        dropoff: route.dropoff,
        estimates: fareEstimates(route, context.rules.timeZone, context.tariffs, query.type),
      });
    },
  );
}
