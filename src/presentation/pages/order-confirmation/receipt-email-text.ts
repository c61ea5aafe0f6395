import type { TFunction } from 'i18next';
import type { OrderDetail } from '@/application/order/order-detail';
import type { Money } from '@/domain/pricing/money';

/** The receipt mail's subject and body in the customer's language. */
export function receiptEmailText(
  t: TFunction,
  order: OrderDetail,
  formatPrice: (amount: Money) => string,
): { subject: string; content: string } {
  const { summary } = order;
  const lines = order.lines.map((line) =>
    t('tracking.receiptPrompt.contentLine', {
      quantity: line.quantity,
      name: line.productName,
      amount: formatPrice(line.amount),
    }),
  );
  return {
    subject: t('tracking.receiptPrompt.subject', { id: summary.shortOrderId }),
    content: [
      t('tracking.receiptPrompt.content', { id: summary.shortOrderId, merchant: summary.merchantName }),
      ...lines,
      t('tracking.receiptPrompt.contentTotal', { total: formatPrice(order.total) }),
    ].join('\n'),
  };
}
