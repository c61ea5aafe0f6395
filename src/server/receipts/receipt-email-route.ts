import { requestLanguage } from '../i18n/server-language';
import { text } from '../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { orderPaths } from '@/contract/orders/order-paths';
import { receiptEmailRequestSchema, receiptEmailResponseSchema } from '@/contract/orders/receipt-email.contract';
import { parseBody } from '../http/parse-body';
import { requireSession } from '../shared/session/session-guard';
import { errorBody } from '../http/error-body';
import { NotFoundError } from '../http/not-found-error';
import { checkResponse } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import type { ReceiptsContext } from './receipts-context';
import { paidCardLastFour } from './paid-card-last-four';
import { receiptContent } from './receipt-content';
import { receiptEmailText } from './receipt-email-text';
import { storeTimeZoneOf } from '../catalogue/index';
import { toInvoiceDto, storefrontBaseUrl } from '../orders/index';
import {
  ReceiptEmailLimits,
  receiptMailsPerInvoicePerHour,
  receiptMailsPerSessionPerHour,
} from './receipt-email-limits';

const tooManyMails = (minutes: number) => text('receipt.tooManyMails', { count: minutes });

/**
 * POST /api/v1/email/send: the receipt of one of the session's invoices, as the server writes it, to the
 * address the customer typed; the sandbox hands it to the outbox instead of a mail service.
 */
export function registerReceiptEmailRoute(app: FastifyInstance, context: ReceiptsContext): void {
  const limits = new ReceiptEmailLimits(context.clock);
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
      const record = await context.invoices.findOwned(session.userId, body.invoiceQueryId);
      if (record === null) throw new NotFoundError(text('notFound.invoice', { id: body.invoiceQueryId }));
      const waitMs = limits.take(String(session.userId), record.invoice.queryId);
      if (waitMs > 0) {
        // 400 and not 429: the storefront's request layer shows error.message of a 400 and nothing of a 429.
        return reply
          .code(400)
          .header('retry-after', String(Math.ceil(waitMs / 1000)))
          .send(errorBody(tooManyMails(Math.ceil(waitMs / 60_000))(requestLanguage(request))));
      }
      const invoice = toInvoiceDto(record, await context.qrDataUrl(record.invoice.queryId, storefrontBaseUrl(request)));
      const cardLastFour = await paidCardLastFour(context.db, record.invoice.id);
      const mail = receiptEmailText(
        receiptContent(invoice, {
          storeName: record.company.shopName ?? record.company.name,
          ...(cardLastFour === undefined ? {} : { cardLastFour }),
          locale: body.locale ?? requestLanguage(request),
          issuedAt: context.clock(),
          timeZone: storeTimeZoneOf(record.company.timeZone),
        }),
      );
      await context.outbox.send({ channel: 'email', recipient: body.toEmail, ...mail });
      return checkResponse(receiptEmailResponseSchema, {
        message: text('receipt.emailSent')(requestLanguage(request)),
      });
    },
  );
}
