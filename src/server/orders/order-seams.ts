import type { PaymentMethod } from '@/domain/payments/payment-method';
import type { Clock } from '../shared/clock';
import type { ServerDatabase } from '../db/database';
import type { OrderStatusListener } from '../order-events/index';

/** The QR code of an order as a data: URL of an image, leading to the order's page on the storefront at baseUrl. */
export type QrDataUrl = (invoiceQueryId: string, baseUrl: string) => Promise<string>;

/** The card a create-invoice body names for the bank card form. */
export interface BankCardRequest {
  readonly userId: number;
  readonly paymentMethod: PaymentMethod;
  /** `s` of the bank card form, as the create-invoice body carries it. */
  readonly sessionId?: string | null;
  /** `cn` of the bank card form. */
  readonly cardToken?: string | null;
}

/**
 * Creates an invoice with `create`, paid by the bank card form when the request pays by it: the payments module
 * checks and uses the card (payments/bank-card-payment.ts), so orders never imports payments.
 */
export type CreatePaidByBankCard = <Created extends { readonly invoice: { readonly id: number } }>(
  db: ServerDatabase,
  clock: Clock,
  request: BankCardRequest,
  create: () => Promise<Created>,
) => Promise<Created>;

/**
 * Where the orders module meets modules written beside it: the payments module's bank card, given by the
 * composition root (modules/all-modules.ts); the others have the server's own as default.
 */
export interface OrderSeams {
  readonly createPaidByBankCard: CreatePaidByBankCard;
  readonly onStatusChanged?: OrderStatusListener;
  readonly qrDataUrl?: QrDataUrl;
}
