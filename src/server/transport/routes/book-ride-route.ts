import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { bookRideBodySchema } from '@/contract/transport/book-ride.contract';
import { rideResponseSchema } from '@/contract/transport/ride.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { bookRide } from '../book-ride';
import { toRideDto } from '../ride-dto';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

/** POST /api/v1/zapp_go/cablah_invoice: books a ride at the server's price and starts the rider search. */
export function registerBookRideRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${walletApiV1}/${transportPaths.bookRide}`,
    withContract({
      summary: 'Books a ride, now or in advance, priced by the server; the rider search starts at once',
      description:
        'The night surcharge is judged on the host\u2019s configured time zone (transport.timeZone, Asia/Singapore by default) at the ride\u2019s start; time_zone is kept with the ride and never changes the price. cents, when sent, has to equal the server\u2019s price (400 naming cents, code 9010, otherwise); delivery_fee and scheduled_time_difference are ignored. A booking time in the past answers 400 code 9015, one beyond transport.maxAdvanceDays 400 code 9016 (naming advance_booking_time); a car type not offered 9014, a payment method not offered 9020, a route under 100 m 9006 or over 200 km 9021. A ride now gets its rider after the search delay, an advance ride 15 minutes before its time, and can be cancelled until then. Answers the ride in status searching. Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      body: bookRideBodySchema,
      response: rideResponseSchema,
    }),
    async (request, reply) => {
      const rider = await requireRider(request, context.riders);
      await context.riderLimit('booking', rider.queryId, request, reply);
      const body = parseBody(bookRideBodySchema, request.body);
      const { row, merchantQueryId } = await bookRide(context, rider, body);
      context.log.info(
        { ride: row.queryId, rider: rider.queryId, cabType: row.cabType, price: row.price },
        'Ride booked',
      );
      return checkResponse(rideResponseSchema, { invoice: toRideDto(row, merchantQueryId, context.clock()) });
    },
  );
}
