import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { receiptEmailRequestSchema } from '@/contract/orders/receipt-email.contract';
import { rideReceiptEmailResponseSchema } from '@/contract/transport/ride-receipt-email.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { parseBody } from '../../http/parse-body';
import { errorBody } from '../../http/error-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { text } from '../../i18n/localized';
import { requestLanguage } from '../../i18n/server-language';
import { receiptMailsPerInvoicePerHour, receiptMailsPerSessionPerHour } from '../../receipts/index';
import { publicUrl } from '../../http/public-url';
import { ownRide } from '../own-ride';
import { askRideReceipt } from '../ask-ride-receipt';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

const deliveryMessages = {
  sent: 'Email sent',
  confirmation_sent: 'Confirmation sent',
  after_payment: 'Sent after payment',
} as const;

/**
 * POST /api/v1/zapp_go/email/send: the receipt of one of the rider's rides, as the server writes it, to an address
 * the rider has proven to be theirs. An address not proven by this rider gets only the server's confirmation mail;
 * the receipt follows once its link is confirmed. A card ride's receipt follows its payment.
 */
export function registerRideReceiptEmailRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${walletApiV1}/${transportPaths.rideReceiptEmail}`,
    withContract({
      summary: 'Send the receipt of a booked ride by e-mail, to an address the rider has confirmed',
      description:
        'invoiceQueryId is the ride\u2019s query_id; another rider\u2019s ride reads as unknown (404). The server ' +
        'writes the mail itself, in locale (else the request\u2019s language). The first receipt to an address this ' +
        'rider has not confirmed sends only a confirmation mail with a link (delivery confirmation_sent); confirming ' +
        'sends the waiting receipt, and later receipts to it go at once (sent). A card ride\u2019s receipt waits for ' +
        `its payment (after_payment). At most ${receiptMailsPerInvoicePerHour} mails per ride and ` +
        `${receiptMailsPerSessionPerHour} per rider in an hour: beyond, 400 with a Retry-After header (seconds). ` +
        'Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      body: receiptEmailRequestSchema,
      response: rideReceiptEmailResponseSchema,
    }),
    async (request, reply) => {
      const rider = await requireRider(request, context.riders);
      await context.riderLimit('receipts', rider.queryId, request, reply);
      const body = parseBody(receiptEmailRequestSchema, request.body);
      const ride = await ownRide(context, rider, body.invoiceQueryId);
      const asked = await askRideReceipt(context, rider, ride, {
        email: body.toEmail,
        locale: body.locale ?? requestLanguage(request),
        origin: publicUrl(request),
      });
      if (asked.outcome === 'too_many') {
        // 400 and not 429, as the storefront's receipt mail: the request layer shows error.message of a 400.
        const minutes = Math.ceil(asked.waitMs / 60_000);
        return reply
          .code(400)
          .header('retry-after', String(Math.ceil(asked.waitMs / 1000)))
          .send(errorBody(text('rider.tooManyReceipts', { count: minutes })(requestLanguage(request))));
      }
      const { delivery } = asked;
      return checkResponse(rideReceiptEmailResponseSchema, { message: deliveryMessages[delivery], delivery });
    },
  );
}
