import { requestLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { merchantOrderParamsSchema } from '@/contract/merchant/order-status-change.contract';
import { readyByBodySchema, readyByRefusalBodySchema } from '@/contract/merchant/ready-by.contract';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { setReadyBy } from '../set-ready-by';
import { toMerchantOrderDto } from '../store/merchant-order-dto';
import { requireStaff } from './staff-guard';

/**
 * PUT /merchant/v1/orders/{invoiceQueryId}/ready_by: the staff change their estimate of when a confirmed order is
 * ready. The server counts the minutes from its own clock, keeps the instant on the order and tells the customer's
 * tracking (and the store's other devices) at once.
 */
export function registerReadyByRoute(app: FastifyInstance, context: MerchantContext): void {
  app.put(
    `${merchantApiV1}/orders/:invoiceQueryId/ready_by`,
    withContract({
      summary: 'Sets when a confirmed order of the staff member\u2019s store is expected ready, in minutes from now',
      description:
        'Any staff member of the store. Only a confirmed order takes a new estimate (400 NOT_CONFIRMED otherwise); ' +
        'another store\u2019s order answers 404.',
      tags: ['merchant'],
      session: true,
      params: merchantOrderParamsSchema,
      body: readyByBodySchema,
      response: merchantOrderResponseSchema,
    }),
    async (request, reply) => {
      const member = await requireStaff(request, context.sessions);
      const { invoiceQueryId } = parseParams(merchantOrderParamsSchema, request.params);
      const { ready_in_minutes } = parseBody(readyByBodySchema, request.body);
      const result = await setReadyBy(context, member, invoiceQueryId, ready_in_minutes);
      if (result.outcome === 'not_found') throw new NotFoundError(text('notFound.order', { id: invoiceQueryId }));
      if (result.outcome === 'refused') {
        return reply.code(400).send(
          checkResponse(readyByRefusalBodySchema, {
            error: {
              message: text('readyBy.notConfirmed')(requestLanguage(request)),
              code: result.code,
              current_status: result.current,
            },
          }),
        );
      }
      return checkResponse(merchantOrderResponseSchema, { order: toMerchantOrderDto(result.record) });
    },
  );
}
