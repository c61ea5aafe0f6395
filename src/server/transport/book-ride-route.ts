import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { bookRideBodySchema } from '@/contract/transport/book-ride.contract';
import { rideResponseSchema } from '@/contract/transport/ride.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { parseBody } from '../accounts/parse-body';
import { checkResponse } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import { bookRide } from './book-ride';
import { toRideDto } from './ride-dto';
import type { TransportContext } from './transport-context';
import { requireTransportAccount } from './transport-guard';

/** POST /api/v1/zapp_go/cablah_invoice: books a ride at the server's price and starts the rider search. */
export function registerBookRideRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${walletApiV1}/${transportPaths.bookRide}`,
    withContract({
      summary: 'Books a ride, now or in advance, priced by the server; the rider search starts at once',
      description:
        'cents, when sent, has to equal the server\u2019s price (400 naming cents otherwise); delivery_fee and scheduled_time_difference are ignored. Answers the ride in status searching. Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      body: bookRideBodySchema,
      response: rideResponseSchema,
    }),
    async (request) => {
      const member = await requireTransportAccount(request, context.sessions);
      const body = parseBody(bookRideBodySchema, request.body);
      const { row, merchantQueryId } = await bookRide(context, member, body);
      context.log.info(
        { ride: row.queryId, staff: member.username, cabType: row.cabType, price: row.price },
        'Ride booked',
      );
      return checkResponse(rideResponseSchema, { invoice: toRideDto(row, merchantQueryId, context.clock()) });
    },
  );
}
