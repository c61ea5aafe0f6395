import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { orderPaths } from '@/contract/orders/order-paths';
import { receiptEmailRequestSchema, receiptEmailResponseSchema } from '@/contract/orders/receipt-email.contract';
import { parseBody } from '../../accounts/parse-body';
import { requireSession } from '../../accounts/session-guard';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';

/** POST /api/v1/email/send: a receipt to an address; the sandbox hands it to the outbox instead of a mail service. */
export function registerReceiptEmailRoute(app: FastifyInstance, context: OrdersContext): void {
  app.post(
    `${walletApiV1}/${orderPaths.emailSend}`,
    withContract({
      summary: 'Send a receipt by email (the sandbox writes it to the outbox)',
      tags: ['orders'],
      session: true,
      body: receiptEmailRequestSchema,
      response: receiptEmailResponseSchema,
    }),
    async (request) => {
      await requireSession(request, context.db, context.clock);
      const body = parseBody(receiptEmailRequestSchema, request.body);
      await context.outbox.send({
        channel: 'email',
        recipient: body.toEmail,
        subject: body.subject,
        body: body.emailContent,
      });
      return checkResponse(receiptEmailResponseSchema, { message: 'Email sent' });
    },
  );
}
