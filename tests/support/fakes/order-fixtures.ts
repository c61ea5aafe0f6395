import type { OrderSummary } from '@/domain/orders/order-summary';
import type { OrderStatusUpdate } from '@/domain/orders/status-update';

/** A plausible order; tests override only what they are about. */
export function anOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    queryId: 'invoice-1042',
    shortOrderId: '1042',
    status: 'order_pending',
    merchantQueryId: 'store-1',
    merchantName: 'Kahvila Aalto',
    preparationTime: { days: 0, hours: 0, minutes: 15 },
    createdAt: Date.parse('2026-06-15T12:00:00Z'),
    ...overrides,
  };
}

/** A real-time status message for an order. */
export function aStatusUpdate(invoiceQueryId: string, status: string, type = 'INVOICE_STATUS'): OrderStatusUpdate {
  return { type, status, invoiceQueryId, merchantQueryId: 'store-1' };
}
