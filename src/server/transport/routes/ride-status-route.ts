import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { rideIdQuerySchema, rideResponseSchema } from '@/contract/transport/ride.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { currentRide } from '../current-ride';
import { merchantOfAccount } from '../merchant-of-account';
import { ownRide } from '../own-ride';
import { toRideDto } from '../ride-dto';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

/** GET /api/v1/zapp_go/invoice_status?id: the ride's status, with its rider once one is assigned. */
export function registerRideStatusRoute(app: FastifyInstance, context: TransportContext): void {
  app.get(
    `${walletApiV1}/${transportPaths.rideStatus}`,
    withContract({
      summary: 'The status of a booked ride: searching, then rider_assigned with riderDetails, or cancelled',
      description:
        'The client polls it. Another account\u2019s ride answers 404. Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      query: rideIdQuerySchema,
      response: rideResponseSchema,
    }),
    async (request) => {
      const rider = await requireRider(request, context.riders);
      const { id } = parseQuery(rideIdQuerySchema, request.query);
      const row = await currentRide(context, await ownRide(context, rider, id));
      const merchant = await merchantOfAccount(context, rider);
      return checkResponse(rideResponseSchema, { invoice: toRideDto(row, merchant.queryId, context.clock()) });
    },
  );
}
