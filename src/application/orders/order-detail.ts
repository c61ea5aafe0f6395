import type { Money } from '@/domain/pricing/money';
import type { OrderSummary } from '@/domain/orders/order-summary';

/** One line of an order as the PROMINENT confirmation lists it. */
export interface OrderDetailLine {
  readonly productName: string;
  readonly quantity: number;
  /** What the line costs after its promotion, in minor units. */
  readonly amount: Money;
}

/**
 * An order with what the confirmation screen shows beside its status. Kept apart from the summary, so a
 * status update (which changes only the summary) never has to know about lines or the QR code.
 */
export interface OrderDetail {
  readonly summary: OrderSummary;
  /** The order id the products of the order are fetched by, for a re-order. */
  readonly orderId: string;
  /** The QR code the counter scans, as a data: URL; null when the server sent none. */
  readonly qrDataUrl: string | null;
  /** Where the store is: its address line. */
  readonly location: string;
  readonly merchantIsOpen: boolean;
  readonly lines: readonly OrderDetailLine[];
  /** What the customer pays, in minor units. */
  readonly total: Money;
  /** The store's refunds of the order, oldest first: how much and when (ms since the epoch); none when absent. */
  readonly refunds?: readonly OrderRefund[];
}

/** Money the store gave back on the order. */
export interface OrderRefund {
  readonly amount: Money;
  readonly refundedAt: number;
}
