import { requestLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  merchantNotificationRequestSchema,
  merchantNotificationResponseSchema,
} from '@/contract/orders/merchant-notification.contract';
import { orderPaths } from '@/contract/orders/order-paths';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { OrdersContext } from '../orders-context';

/**
 * POST /api/v1/user/send/notification/merchant (module code 9017): tells the store an order was paid. The
 * order must be the user's and the store its store, so nobody can ring another store's bell; the sandbox
 * records the notification as one log line.
 */
export function registerMerchantNotificationRoute(app: FastifyInstance, context: OrdersContext): void {
  app.post(
    `${walletApiV1}/${orderPaths.merchantNotification}`,
    withContract({
      summary: 'Notify the store that an order was paid (module code 9017)',
      tags: ['orders'],
      session: true,
      body: merchantNotificationRequestSchema,
      response: merchantNotificationResponseSchema,
    }),
    async (request) => {
      const session = await requireSession(request, context.db, context.clock);
      const body = parseBody(merchantNotificationRequestSchema, request.body);
      const record = await context.invoices.findOwned(session.userId, body.queryId);
      if (record === null || record.company.queryId !== body.merchantQueryId) {
        throw new NotFoundError(text('notFound.orderAtStore', { id: body.queryId, store: body.merchantQueryId }));
      }
      context.log.info(
        `merchant notification ${body.moduleCode} (${body.module}/${body.subModule}) to ${body.merchantQueryId}: order ${record.invoice.orderId}`,
      );
      return checkResponse(merchantNotificationResponseSchema, {
        message: text('notification.sent')(requestLanguage(request)),
      });
    },
  );
}
