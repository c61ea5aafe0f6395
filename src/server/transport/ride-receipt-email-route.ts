import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { receiptEmailRequestSchema, receiptEmailResponseSchema } from '@/contract/orders/receipt-email.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { parseBody } from '../accounts/parse-body';
import { errorBody } from '../http/error-body';
import { checkResponse } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import { receiptMailsPerInvoicePerHour, receiptMailsPerSessionPerHour } from '../orders/routes/receipt-email-limits';
import { ownRide } from './own-ride';
import { rideReceiptText } from './ride-receipt-text';
import type { TransportContext } from './transport-context';
import { requireTransportAccount } from './transport-guard';

const tooManyMails = (minutes: number) =>
  `Too many receipt e-mails were sent. You can send another in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * POST /api/v1/zapp_go/email/send: the receipt of one of the transport account's rides, as the server writes it,
 * to the address the customer typed; the storefront's receipt mail (same body, same limits) for a ride.
 */
export function registerRideReceiptEmailRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${walletApiV1}/${transportPaths.rideReceiptEmail}`,
    withContract({
      summary: 'Send the receipt of a booked ride by e-mail (the sandbox writes it to the outbox)',
      description:
        'invoiceQueryId is the ride\u2019s query_id; another account\u2019s ride reads as unknown (404). The server ' +
        `writes the mail itself, in locale (en unless fi). At most ${receiptMailsPerInvoicePerHour} mails per ride ` +
        `and ${receiptMailsPerSessionPerHour} per account in an hour: beyond, 400 with a Retry-After header ` +
        '(seconds). Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      body: receiptEmailRequestSchema,
      response: receiptEmailResponseSchema,
    }),
    async (request, reply) => {
      const member = await requireTransportAccount(request, context.sessions);
      const body = parseBody(receiptEmailRequestSchema, request.body);
      const ride = await ownRide(context, member, body.invoiceQueryId);
      const waitMs = context.receiptLimits.take(`transport:${member.staffId}`, ride.queryId);
      if (waitMs > 0) {
        // 400 and not 429, as the storefront's receipt mail: the request layer shows error.message of a 400.
        return reply
          .code(400)
          .header('retry-after', String(Math.ceil(waitMs / 1000)))
          .send(errorBody(tooManyMails(Math.ceil(waitMs / 60_000))));
      }
      const mail = rideReceiptText(ride, body.locale ?? 'en');
      await context.outbox.send({ channel: 'email', recipient: body.toEmail, ...mail });
      return checkResponse(receiptEmailResponseSchema, { message: 'Email sent' });
    },
  );
}
