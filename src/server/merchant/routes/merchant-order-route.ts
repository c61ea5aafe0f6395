import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { merchantOrderParamsSchema } from '@/contract/merchant/order-status-change.contract';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { toMerchantOrderDto } from '../store/merchant-order-dto';
import { requireStaff } from './staff-guard';

/** GET /merchant/v1/orders/{invoiceQueryId}: one order of the staff member's store, as it is now. */
export function registerMerchantOrderRoute(app: FastifyInstance, context: MerchantContext): void {
  app.get(
    `${merchantApiV1}/orders/:invoiceQueryId`,
    withContract({
      summary: 'One placed order of the signed-in staff member\u2019s store',
      description: 'Another store\u2019s order answers 404, as an order that does not exist.',
      tags: ['merchant'],
      session: true,
      params: merchantOrderParamsSchema,
      response: merchantOrderResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { invoiceQueryId } = parseParams(merchantOrderParamsSchema, request.params);
      const record = await context.orders.findOfStore(member.companyId, invoiceQueryId);
      if (record === null) throw new NotFoundError(text('notFound.order', { id: invoiceQueryId }));
      return checkResponse(merchantOrderResponseSchema, { order: toMerchantOrderDto(record) });
    },
  );
}
