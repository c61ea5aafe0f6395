import { requestLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { orderPaths } from '@/contract/orders/order-paths';
import { receiptEmailRequestSchema, receiptEmailResponseSchema } from '@/contract/orders/receipt-email.contract';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import { errorBody } from '../../http/error-body';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { ReceiptsContext } from '../receipts-context';
import { paidCardLastFour } from '../store/paid-card-last-four';
import { sendReceiptEmail, type ReceiptMailer } from '../send-receipt-email';
import { storefrontBaseUrl } from '../../orders/index';
import {
  ReceiptEmailLimits,
  receiptMailsPerInvoicePerHour,
  receiptMailsPerSessionPerHour,
} from '../receipt-email-limits';

const tooManyMails = (minutes: number) => text('receipt.tooManyMails', { count: minutes });

/**
 * POST /api/v1/email/send: the receipt of one of the session's invoices, as the server writes it, to the
 * address the customer typed; the sandbox hands it to the outbox instead of a mail service.
 */
export function registerReceiptEmailRoute(app: FastifyInstance, context: ReceiptsContext): void {
  const mailer: ReceiptMailer = {
    ...context,
    cardLastFour: (invoiceId) => paidCardLastFour(context.db, invoiceId),
    // Counted in this process for as long as it serves: a restart forgets them (receipt-email-limits.ts).
    limits: new ReceiptEmailLimits(context.clock),
  };
  app.post(
    `${walletApiV1}/${orderPaths.emailSend}`,
    withContract({
      summary: "Send the receipt of one of the session's invoices by email (the sandbox writes it to the outbox)",
      description:
        'The server writes the mail itself, in locale, else in the Accept-Language (fi or en, en by default); another user’s invoice reads as unknown (404). ' +
        `At most ${receiptMailsPerInvoicePerHour} mails per invoice and ${receiptMailsPerSessionPerHour} per ` +
        'customer in an hour: beyond, 400 with a Retry-After header (seconds).',
      tags: ['orders'],
      session: true,
      body: receiptEmailRequestSchema,
      response: receiptEmailResponseSchema,
    }),
    async (request, reply) => {
      const session = await requireSession(request, context.db, context.clock);
      const body = parseBody(receiptEmailRequestSchema, request.body);
      const sending = await sendReceiptEmail(mailer, {
        userId: session.userId,
        invoiceQueryId: body.invoiceQueryId,
        toEmail: body.toEmail,
        language: body.locale ?? requestLanguage(request),
        storefrontBaseUrl: storefrontBaseUrl(request),
      });
      if (sending.outcome === 'not_found') {
        throw new NotFoundError(text('notFound.invoice', { id: body.invoiceQueryId }));
      }
      if (sending.outcome === 'refused') {
        // 400 and not 429: the storefront's request layer shows error.message of a 400 and nothing of a 429.
        return reply
          .code(400)
          .header('retry-after', String(Math.ceil(sending.waitMs / 1000)))
          .send(errorBody(tooManyMails(Math.ceil(sending.waitMs / 60_000))(requestLanguage(request))));
      }
      return checkResponse(receiptEmailResponseSchema, {
        message: text('receipt.emailSent')(requestLanguage(request)),
      });
    },
  );
}
