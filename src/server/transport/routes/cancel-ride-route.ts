import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { rideIdQuerySchema, rideResponseSchema } from '@/contract/transport/ride.contract';
import { cancelRefusalBodySchema, cancelRefusalTransportCodes } from '@/contract/transport/ride-refusal.contract';
import { requestLanguage } from '../../i18n/server-language';
import { transportPaths } from '@/contract/transport/transport-paths';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { cancelRiderSearch } from '../cancel-rider-search';
import { merchantOfAccount } from '../merchant-of-account';
import { cancelRefusalMessages } from '../ride-lifecycle';
import { toRideDto } from '../ride-dto';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

/** A search that has ended is the client's mistake to cancel, as the merchant's refused status changes are. */
const refusalStatus = 400;

/** GET /api/v1/zapp_go/cancel_rider_search?id: cancels a ride whose rider search is still running. */
export function registerCancelRideRoute(app: FastifyInstance, context: TransportContext): void {
  app.get(
    `${walletApiV1}/${transportPaths.cancelRiderSearch}`,
    withContract({
      summary: 'Cancels the rider search of a booked ride, only while it is still searching',
      description:
        'An advance ride searches until 15 minutes before its pickup time, so it can be cancelled until then. Once a rider is assigned, or when the search was already cancelled, answers 400 with reason RIDER_ALREADY_ASSIGNED (code 9018) or ALREADY_CANCELLED (code 9004) and the current status. Another account\u2019s ride answers 404 (code 9017). Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      query: rideIdQuerySchema,
      response: rideResponseSchema,
    }),
    async (request, reply) => {
      const rider = await requireRider(request, context.riders);
      await context.riderLimit('cancelling', rider.queryId, request, reply);
      const { id } = parseQuery(rideIdQuerySchema, request.query);
      const result = await cancelRiderSearch(context, rider, id);
      if (result.outcome === 'refused') {
        return reply.code(refusalStatus).send(
          checkResponse(cancelRefusalBodySchema, {
            error: {
              message: cancelRefusalMessages[result.code](requestLanguage(request)),
              code: cancelRefusalTransportCodes[result.code],
              reason: result.code,
              current_status: result.current,
            },
          }),
        );
      }
      const merchant = await merchantOfAccount(context, rider);
      context.log.info({ ride: id, rider: rider.queryId }, 'Rider search cancelled');
      return checkResponse(rideResponseSchema, { invoice: toRideDto(result.row, merchant.queryId, context.clock()) });
    },
  );
}
