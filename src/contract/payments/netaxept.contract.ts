import { nonEmptyText, queryInt } from '../common/fields';
import * as z from 'zod/mini';
import { paymentMethods } from '@/domain/payments/payment-method';

/**
 * Query of GET /api/v1/netaxept-payment-gateway/init: the storefront's payment initiation. The amount and the
 * transaction id are what the client believes; the server checks both against the invoice it priced.
 */
export const netaxeptInitQuerySchema = z.object({
  orderNumber: nonEmptyText(100),
  /** In cents. */
  amount: queryInt(0, 1_000_000_000),
  transactionId: nonEmptyText(200),
  invoiceQueryId: nonEmptyText(200),
  merchantQueryId: nonEmptyText(200),
  paymentMethod: z.enum(paymentMethods),
});

export type NetaxeptInitQuery = z.infer<typeof netaxeptInitQuerySchema>;

/** The spec's card-payment init data; merchantIdDev TEST sends the storefront to the sandbox terminal. */
export const netaxeptInitResponseSchema = z.object({
  transactionId: nonEmptyText(200),
  merchantId: nonEmptyText(100),
  merchantIdDev: nonEmptyText(100),
  status: nonEmptyText(64),
  /** The sandbox terminal page for this transaction, on the server's own origin. */
  terminalUrl: nonEmptyText(2_000),
});

export type NetaxeptInitResponse = z.infer<typeof netaxeptInitResponseSchema>;

/**
 * Query of the sandbox terminal page. The invoice's query id (130 random bits) is what lets the page act
 * on the invoice: the page runs in a frame that carries no session.
 */
export const netaxeptTerminalQuerySchema = z.object({
  transactionId: nonEmptyText(200),
  invoiceQueryId: nonEmptyText(200),
});

/** The terminal's form post: the same fields and the button pressed. */
export const netaxeptTerminalFormSchema = z.object({
  transactionId: nonEmptyText(200),
  invoiceQueryId: nonEmptyText(200),
  action: z.enum(['pay', 'cancel']),
});

export type NetaxeptTerminalForm = z.infer<typeof netaxeptTerminalFormSchema>;
