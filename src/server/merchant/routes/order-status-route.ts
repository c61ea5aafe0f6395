import { requestLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import {
  merchantOrderParamsSchema,
  orderStatusChangeBodySchema,
  orderStatusChangeResponseSchema,
  statusChangeRefusalBodySchema,
} from '@/contract/merchant/order-status-change.contract';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { changeOrderStatus } from '../change-order-status';
import type { MerchantContext } from '../merchant-context';
import { toMerchantOrderDto } from '../store/merchant-order-dto';
import { statusChangeRefusalBody } from './status-change-refusal-body';
import { requireStaff } from './staff-guard';

/** A refusal by the transition rule is the client's mistake; losing a race to another change is a conflict. */
const concurrentChangeStatus = 409;
const ruleRefusalStatus = 400;

/** PUT /merchant/v1/orders/{invoiceQueryId}/status: moves an order of the staff member's store on. */
export function registerOrderStatusRoute(app: FastifyInstance, context: MerchantContext): void {
  app.put(
    `${merchantApiV1}/orders/:invoiceQueryId/status`,
    withContract({
      summary: 'Sets the status of an order of the staff member\u2019s store and tells the customer at once',
      description:
        'Only pending \u2192 confirmed \u2192 dispatched \u2192 delivered, or cancelled before delivery (400 with the refusal code otherwise). Another store\u2019s order answers 404; losing a race to a concurrent change answers 409 STATUS_CHANGED. Confirming may give ready_in_minutes, the kitchen\u2019s estimate, from which the server sets the order\u2019s ready-by instant on its own clock.',
      tags: ['merchant'],
      session: true,
      params: merchantOrderParamsSchema,
      body: orderStatusChangeBodySchema,
      response: orderStatusChangeResponseSchema,
    }),
    async (request, reply) => {
      const member = await requireStaff(request, context.sessions);
      const { invoiceQueryId } = parseParams(merchantOrderParamsSchema, request.params);
      const { status, ready_in_minutes } = parseBody(orderStatusChangeBodySchema, request.body);
      const result = await changeOrderStatus(context, member, invoiceQueryId, status, ready_in_minutes);
      if (result.outcome === 'not_found') throw new NotFoundError(text('notFound.order', { id: invoiceQueryId }));
      if (result.outcome === 'refused') {
        const code = result.code === 'STATUS_CHANGED' ? concurrentChangeStatus : ruleRefusalStatus;
        return reply
          .code(code)
          .send(
            checkResponse(
              statusChangeRefusalBodySchema,
              statusChangeRefusalBody(result.code, result.current, requestLanguage(request)),
            ),
          );
      }
      return checkResponse(orderStatusChangeResponseSchema, { order: toMerchantOrderDto(result.record) });
    },
  );
}
