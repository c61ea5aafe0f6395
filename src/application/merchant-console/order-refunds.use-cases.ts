import { planRefund, type RefundCheck, type RefundChoice } from '@/domain/orders/refund';
import type {
  OfficeAnswer,
  OrderRefunds,
  RefundOrderRequest,
  StoreOfficeGateway,
} from '../ports/store-office-gateway.port';

/** The order's refunds as they are (owners only). @throws AppError */
export type ShowOrderRefunds = (invoiceQueryId: string) => Promise<OrderRefunds>;

/**
 * What a choice would give back, by the rule the server applies, so the dialog shows the amount before the owner
 * confirms; the server still decides it from the order as stored.
 */
export type PreviewRefund = (order: OrderRefunds, choice: RefundChoice) => RefundCheck;

/** Gives the refund; the server's refusal is an answer. @throws AppError for anything else */
export type RefundOrder = (invoiceQueryId: string, request: RefundOrderRequest) => Promise<OfficeAnswer<OrderRefunds>>;

export interface OrderRefundUseCases {
  readonly showOrderRefunds: ShowOrderRefunds;
  readonly previewRefund: PreviewRefund;
  readonly refundOrder: RefundOrder;
}

export function createOrderRefundUseCases(deps: { office: StoreOfficeGateway }): OrderRefundUseCases {
  const { office } = deps;
  return {
    showOrderRefunds: (invoiceQueryId) => office.orderRefunds(invoiceQueryId),
    previewRefund: (order, choice) =>
      planRefund(
        {
          status: order.cancelled ? 'order_cancelled' : 'order_delivered',
          paid: order.paid,
          payable: order.payable,
          voucherDiscount: order.voucherDiscount,
          lines: order.lines.map((line) => ({
            id: line.lineId,
            productName: line.productName,
            quantity: line.quantity,
            payable: line.payable,
            taxPercent: line.taxPercent,
          })),
          refunds: order.refunds.map((refund) => ({ amount: refund.amount, lines: refund.lines })),
        },
        choice,
      ),
    refundOrder: (invoiceQueryId, request) => office.refundOrder(invoiceQueryId, request),
  };
}
