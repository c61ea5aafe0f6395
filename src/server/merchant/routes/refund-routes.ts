import { text, type Localized } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantOrderParamsSchema } from '@/contract/merchant/order-status-change.contract';
import {
  orderRefundsResponseSchema,
  refundRequestSchema,
  type OrderRefundsResponse,
  type RefundRequest,
} from '@/contract/merchant/refund.contract';
import { refundableAmount, refundedQuantities, type RefundChoice, type RefundRefusal } from '@/domain/orders/refund';
import { fieldError } from '../../http/field-error';
import { NotFoundError } from '../../http/not-found-error';
import { parseBody } from '../../http/parse-body';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { receiptMoney, receiptSymbol } from '../../shared/receipt-money';
import type { MerchantContext } from '../merchant-context';
import { refundOrder } from '../refund-order';
import { storedStatus } from '../store/merchant-order-dto';
import { requireOwner } from './staff-guard';
import { refundableOrder, type RefundableRecord, type RefundStore } from '../store/refund-store';

function refusalMessage(reason: RefundRefusal, record: RefundableRecord): Localized {
  const left = refundableAmount(refundableOrder(record));
  const messages: Readonly<Record<RefundRefusal, Localized>> = {
    NOT_PAID: text('refund.notPaid'),
    ORDER_CANCELLED: text('refund.orderCancelled'),
    NOTHING_LEFT: text('refund.nothingLeft'),
    NO_LINES: text('refund.noLines'),
    UNKNOWN_LINE: text('refund.unknownLine'),
    TOO_MANY: text('refund.tooMany'),
    MORE_THAN_PAID: text('refund.moreThanPaid', {
      amount: receiptMoney(left, receiptSymbol(record.invoice.currency)),
    }),
  };
  return messages[reason];
}

/** The request as the domain's choice; a kind without its lines or amount is refused naming the missing field. */
function choiceOf(request: RefundRequest): RefundChoice {
  if (request.kind === 'full') return { kind: 'full' };
  if (request.kind === 'lines') {
    if (request.lines === undefined) throw fieldError('lines', text('refund.linesRequired'));
    return {
      kind: 'lines',
      lines: request.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
    };
  }
  if (request.amount === undefined) throw fieldError('amount', text('refund.amountRequired'));
  return { kind: 'amount', amount: request.amount };
}

function refundsDto(record: RefundableRecord): OrderRefundsResponse {
  const order = refundableOrder(record);
  const given = refundedQuantities(order);
  return {
    query_id: record.invoice.queryId,
    short_order_id: record.invoice.shortOrderId,
    currency: record.invoice.currency,
    paid: order.paid,
    cancelled: storedStatus(record.invoice.status) === 'order_cancelled',
    payable: order.payable,
    voucher_discount: order.voucherDiscount,
    refundable: refundableAmount(order),
    lines: order.lines.map((line) => ({
      line_id: line.id,
      product_name: line.productName,
      quantity: line.quantity,
      refunded_quantity: Math.min(line.quantity, given.get(line.id) ?? 0),
      payable: line.payable,
      tax_percent: line.taxPercent,
    })),
    refunds: record.refunds.map((refund) => ({
      query_id: refund.queryId,
      kind: refund.kind === 'lines' || refund.kind === 'amount' ? refund.kind : 'full',
      amount: refund.amount,
      reason: refund.reason,
      lines: refund.lines,
      staff_username: refund.staffUsername,
      created_at: refund.createdAt.toISOString(),
      card_refund_id: refund.cardRefundId,
    })),
  };
}

/**
 * GET and POST /merchant/v1/orders/{invoiceQueryId}/refunds: the owner reads what an order may still give back,
 * and gives it back in full, by lines or as a chosen amount, with a reason. The server computes every amount from
 * the order as stored (src/domain/orders/refund.ts); the customer's open order page hears of it.
 */
export function registerRefundRoutes(app: FastifyInstance, context: MerchantContext, store: RefundStore): void {
  const path = `${merchantApiV1}/orders/:invoiceQueryId/refunds`;
  const ownerCall = { tags: ['merchant'], session: true, params: merchantOrderParamsSchema } as const;

  app.get(
    path,
    withContract({
      ...ownerCall,
      summary: 'What an order of the owner\u2019s store was paid, what was refunded and what may still be',
      description: 'Owners only: staff get 403; another store\u2019s order 404.',
      response: orderRefundsResponseSchema,
    }),
    async (request) => {
      const owner = await requireOwner(request, context.sessions);
      const { invoiceQueryId } = parseParams(merchantOrderParamsSchema, request.params);
      const record = await store.findOfStore(owner.companyId, invoiceQueryId);
      if (record === null) throw new NotFoundError(text('notFound.order', { id: invoiceQueryId }));
      return checkResponse(orderRefundsResponseSchema, refundsDto(record));
    },
  );

  app.post(
    path,
    withContract({
      ...ownerCall,
      summary: 'Refunds a paid order of the owner\u2019s store in full, by lines or as a chosen amount',
      description:
        'Owners only: staff get 403; another store\u2019s order 404. The amount is the server\u2019s: a line is ' +
        'worth its price after promotions less its share of the voucher; tip and fees come back only in a full ' +
        'refund or a chosen amount. Refunds add up to at most what was paid; an order not paid (a cash order whose ' +
        'cash was not received) or cancelled answers 400 naming the field at fault, as does more than is left.',
      body: refundRequestSchema,
      response: orderRefundsResponseSchema,
      successStatus: 201,
    }),
    async (request, reply) => {
      const owner = await requireOwner(request, context.sessions);
      const { invoiceQueryId } = parseParams(merchantOrderParamsSchema, request.params);
      const body = parseBody(refundRequestSchema, request.body);
      const choice = choiceOf(body);
      const given = await refundOrder(context, store, owner, invoiceQueryId, {
        choice,
        kind: body.kind,
        reason: body.reason,
      });
      if (given.outcome === 'not_found') throw new NotFoundError(text('notFound.order', { id: invoiceQueryId }));
      if (given.outcome === 'refused') throw fieldError(given.field, refusalMessage(given.reason, given.record));
      return reply.code(201).send(checkResponse(orderRefundsResponseSchema, refundsDto(given.record)));
    },
  );
}
