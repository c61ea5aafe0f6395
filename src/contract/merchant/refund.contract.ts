import { boundedList, boundedText, count, isoDateTime, money, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { largestInvoiceLines } from '../orders/create-invoice.contract';

/** The longest reason an owner gives for a refund: a line of text. */
export const refundReasonMaxLength = textLimits.line;

/**
 * The most refunds one order takes: far above any real order (a line refunded unit by unit, then the rest), and
 * bounds what its page lists.
 */
export const largestRefundsPerOrder = 200;

/** The most units of one line a refund names; a line of a cart holds far fewer. */
const largestLineQuantity = 10_000;

export const refundKinds = ['full', 'lines', 'amount'] as const;

/** One line and how many of it the owner gives back. */
export const refundLineChoiceSchema = z.object({
  line_id: nonEmptyText(textLimits.id),
  quantity: z.int().check(z.minimum(1), z.maximum(largestLineQuantity)),
});

/**
 * Body of POST /merchant/v1/orders/{invoiceQueryId}/refunds. `lines` is read for kind lines only, `amount` for
 * kind amount only; the server computes every amount from the order as stored.
 */
export const refundRequestSchema = z.object({
  kind: z.enum(refundKinds),
  lines: z.optional(boundedList(refundLineChoiceSchema, largestInvoiceLines)),
  /** In minor units. */
  amount: z.optional(z.int().check(z.minimum(1), z.maximum(100_000_000))),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(refundReasonMaxLength)),
});

/** A line of the order, what the customer paid for it and how many of it were given back. */
export const refundableLineSchema = z.object({
  line_id: nonEmptyText(textLimits.id),
  product_name: boundedText(textLimits.name),
  quantity: z.int().check(z.minimum(1)),
  refunded_quantity: count(),
  /** The line after its promotion, before the voucher. */
  payable: money(),
  tax_percent: z.number().check(z.minimum(0), z.maximum(100)),
});

export const refundedLineSchema = z.object({
  line_id: nonEmptyText(textLimits.id),
  product_name: boundedText(textLimits.name),
  quantity: z.int().check(z.minimum(1)),
  amount: money(),
});

/** One refund given. */
export const refundSchema = z.object({
  query_id: nonEmptyText(textLimits.id),
  kind: z.enum(refundKinds),
  amount: money(),
  reason: boundedText(refundReasonMaxLength),
  lines: boundedList(refundedLineSchema, largestInvoiceLines),
  staff_username: boundedText(textLimits.name),
  created_at: isoDateTime(),
  /** The card sandbox's refund (re_…), as a provider's dashboard names it; null for a cash order's. */
  card_refund_id: z.nullable(nonEmptyText(textLimits.id)),
});

/** Answer of GET and POST /merchant/v1/orders/{invoiceQueryId}/refunds (owners): what may still be refunded. */
export const orderRefundsResponseSchema = z.object({
  query_id: nonEmptyText(textLimits.id),
  short_order_id: nonEmptyText(20),
  currency: nonEmptyText(10),
  paid: z.boolean(),
  cancelled: z.boolean(),
  payable: money(),
  voucher_discount: money(),
  /** What is still to give back: payable less every refund. */
  refundable: money(),
  lines: boundedList(refundableLineSchema, largestInvoiceLines),
  refunds: boundedList(refundSchema, largestRefundsPerOrder),
});

export type RefundRequest = z.infer<typeof refundRequestSchema>;
export type RefundDto = z.infer<typeof refundSchema>;
export type OrderRefundsResponse = z.infer<typeof orderRefundsResponseSchema>;
