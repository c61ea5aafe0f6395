import { requestLanguage } from '../../i18n/server-language';
import { text, type Localized } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { cashReceiptRefusalBodySchema, type CashReceiptRefusalCode } from '@/contract/merchant/cash-receipt.contract';
import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { merchantOrderParamsSchema } from '@/contract/merchant/order-status-change.contract';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { recordCashReceived } from '../record-cash-received';
import { toMerchantOrderDto } from '../store/merchant-order-dto';
import { requireStaff } from './staff-guard';

const refusalMessages: Readonly<Record<CashReceiptRefusalCode, Localized>> = {
  NOT_CASH: text('cash.notCash'),
  ORDER_CANCELLED: text('cash.orderCancelled'),
};

/**
 * PUT /merchant/v1/orders/{invoiceQueryId}/cash_received: the staff record that a cash order's cash was handed
 * over. From then on the order is paid everywhere the store's money is read (the card, Transactions, the CSV, the
 * dashboard, P&L), and the store's other devices hear of it at once.
 */
export function registerCashReceivedRoute(app: FastifyInstance, context: MerchantContext): void {
  app.put(
    `${merchantApiV1}/orders/:invoiceQueryId/cash_received`,
    withContract({
      summary: 'Records that the cash of a cash order of the staff member\u2019s store was received',
      description:
        'Any staff member of the store. Recording it again changes nothing (200). A card order answers 400 ' +
        'NOT_CASH, a cancelled one 400 ORDER_CANCELLED; another store\u2019s order 404.',
      tags: ['merchant'],
      session: true,
      params: merchantOrderParamsSchema,
      response: merchantOrderResponseSchema,
    }),
    async (request, reply) => {
      const member = await requireStaff(request, context.sessions);
      const { invoiceQueryId } = parseParams(merchantOrderParamsSchema, request.params);
      const result = await recordCashReceived(context, member, invoiceQueryId);
      if (result.outcome === 'not_found') throw new NotFoundError(text('notFound.order', { id: invoiceQueryId }));
      if (result.outcome === 'refused') {
        return reply.code(400).send(
          checkResponse(cashReceiptRefusalBodySchema, {
            error: {
              message: refusalMessages[result.code](requestLanguage(request)),
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
