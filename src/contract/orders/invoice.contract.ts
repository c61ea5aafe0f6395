import {
  boundedList,
  boundedText,
  isoDateTime,
  latitude,
  longitude,
  money,
  nonEmptyText,
  textLimits,
} from '../common/fields';
import * as z from 'zod/mini';
import { amountsAgree, decimalAmount } from '../common/spec-amount';
import { durationSchema } from '../catalogue/companies.contract';
import { productOptionSchema, promotionSchema } from '../catalogue/products.contract';
import {
  largestInvoiceLines,
  largestVariantChoices,
  lineDescriptionMaxLength,
  lineInstructionMaxLength,
} from './create-invoice.contract';
import { orderStatusSchema, statusHistorySchema } from './order-status.contract';

/*
 * Every amount of this contract is in integer minor units (cents) but payble_amount, which is the spec's decimal
 * amount of major units (14.9) and always comes with cents, the same amount as an integer (1490): clients read
 * cents, and an answer where the two disagree is refused. Field names keep the spec's spelling ("payble").
 */

/** What an invoice line's promotion took off: the amount, and the kind of promotion that took it. */
export const lineDiscountSchema = z.object({
  amount: money(),
  /** null when the line has no promotion (and the amount is 0). */
  type: z.nullable(promotionSchema.shape.promotion_nature),
});

/** One line of an invoice, priced by the server from the product as stored. */
const invoiceItemFields = z.object({
  /** The line's own id, sent back when the invoice is re-submitted. */
  id: nonEmptyText(100),
  /** The product's name as it was when the line was priced. */
  product_name: boundedText(textLimits.name),
  product_query_id: nonEmptyText(200),
  quantity: z.int().check(z.minimum(1)),
  /** The product's VAT rate as stored, in percent; a rate the client sent is never used. */
  tax_percent: z.number().check(z.minimum(0), z.maximum(100)),
  /** The unit price before any promotion. */
  cost: money(),
  /** The unit price charged: after the promotion when the product has one. */
  cost_after_discount: money(),
  /** quantity × cost: the line before its promotion. */
  amount: money(),
  discount: lineDiscountSchema,
  /** amount − discount.amount: what the line costs, as the spec's decimal; cents is the same in minor units. */
  payble_amount: decimalAmount(),
  cents: money(),
  currency: nonEmptyText(10),
  item_description: boundedText(lineDescriptionMaxLength),
  instruction: boundedText(lineInstructionMaxLength),
  promotion: z.nullable(promotionSchema),
  size: z.nullable(productOptionSchema),
  color: z.nullable(productOptionSchema),
  variant_options: boundedList(productOptionSchema, largestVariantChoices),
});

/** payble_amount is the decimal of cents, or the answer is refused. */
export const invoiceItemSchema = invoiceItemFields.check(amountsAgree());

/** The VAT the prices of one rate include; tax lines are stated, never added to the total. */
export const taxLineSchema = z.object({
  tax_percent: z.number().check(z.minimum(0), z.maximum(100)),
  gross: money(),
  net: money(),
  vat: money(),
});

/** The store as an invoice names it, with the times the confirmation screen counts down from. */
export const invoiceMerchantSchema = z.object({
  query_id: nonEmptyText(),
  name: boundedText(textLimits.name),
  shop_name: z.nullable(boundedText(textLimits.name)),
  address: z.object({ description: boundedText(textLimits.line) }),
  merchant_banner: boundedText(textLimits.url),
  shop_status: boundedText(textLimits.code),
  preparation_time: durationSchema,
  /** The store's preparation-time flag: whether the confirmation counts the preparation down; absent means on. */
  preparation_time_flag: z.optional(z.boolean()),
  delivery_time: durationSchema,
});

export const invoicePaymentSchema = z.object({
  /** The payment method the invoice was created with (CASH, NEST_CARD_PAY, …). */
  payment_type: nonEmptyText(50),
});

/** A copy of the customer's address as it was when the invoice was made. */
export const deliveryAddressSchema = z.object({
  query_id: nonEmptyText(),
  name: boundedText(textLimits.name),
  description: boundedText(textLimits.line),
  lat: latitude(),
  long: longitude(),
});

export const appliedVoucherSchema = z.object({
  code: nonEmptyText(50),
  discount_amount: money(),
});

/** Money the store gave back on the order: how much, and when. */
export const customerRefundSchema = z.object({
  amount: money(),
  refunded_at: z.iso.datetime({ offset: true }).check(z.maxLength(textLimits.dateTime)),
});

/** The most refunds an order lists; the console's own bound (merchant/refund.contract's largestRefundsPerOrder). */
const largestRefunds = 200;

/** An invoice is paid by the one payment method it was created with. */
const paymentsPerInvoice = 1;
/**
 * A 256-pixel PNG of the order's QR code as base64. Even the largest code a QR version holds (a storefront
 * address of 2,200 characters) draws to about 7,200 characters; ordinary addresses to about 1,000.
 */
const qrDataUrlMaxLength = 16_384;

/** An invoice, which becomes the order once placed. */
const invoiceFields = z.object({
  query_id: nonEmptyText(100),
  order_id: nonEmptyText(100),
  /** What the customer says at the counter. */
  short_order_id: nonEmptyText(20),
  status: orderStatusSchema,
  merchant: invoiceMerchantSchema,
  /** The store's local date and time of creation: yyyy-mm-dd and HH:mm. */
  created_date: z.string().check(z.maxLength(10, { abort: true }), z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  created_time: z.string().check(z.maxLength(5, { abort: true }), z.regex(/^\d{2}:\d{2}$/)),
  /** The QR code the counter scans, as a data: URL. */
  qr_data_url: z.string().check(z.maxLength(qrDataUrlMaxLength, { abort: true }), z.startsWith('data:image/')),
  currency: nonEmptyText(10),
  /** At most the lines a cart may hold, which is what the server takes when the invoice is made. */
  invoice_items: z.array(invoiceItemSchema).check(z.minLength(1), z.maxLength(largestInvoiceLines)),
  /** The items at their prices before promotions: the sum of the lines' amounts. */
  sub_total_amount: money(),
  /** What the items' promotions take off: the sum of the lines' discounts. */
  items_discount: money(),
  voucher: z.nullable(appliedVoucherSchema),
  /** What the voucher takes off; 0 without one. Never more than the items cost after their promotions. */
  voucher_discount: money(),
  driver_tip: money(),
  service_fee: money(),
  delivery_fee: money(),
  /** One line per VAT rate, lowest rate first: never more than the invoice has lines. */
  tax_lines: boundedList(taxLineSchema, largestInvoiceLines),
  tax_total: money(),
  /** sub total − items discount − voucher + tip + service fee + delivery fee, never below 0, as the spec's decimal. */
  payble_amount: decimalAmount(),
  /** The same amount in cents: what the product reads and the payment flow sends. */
  cents: money(),
  payments: boundedList(invoicePaymentSchema, paymentsPerInvoice),
  delivery_address: z.nullable(deliveryAddressSchema),
  rider_assigned: z.boolean(),
  /** The assigned rider. */
  zapp_man: z.nullable(z.object({ full_name: boundedText(textLimits.name) })),
  status_and_time: statusHistorySchema,
  /** The store's refunds, oldest first; absent from a server that keeps none. */
  refunds: z.optional(boundedList(customerRefundSchema, largestRefunds)),
  /** When the kitchen expects the order ready, as the staff estimated it; null until they do (or if they never do). */
  ready_by: z.optional(z.nullable(isoDateTime())),
});

/** payble_amount is the decimal of cents, or the answer is refused. */
export const invoiceSchema = invoiceFields.check(amountsAgree());

/** Path of every call about one invoice. */
export const invoiceParamsSchema = z.object({
  id: nonEmptyText(100),
});

/** The answer of create invoice, checkout, place order and fetch invoice (v2). */
export const invoiceResponseSchema = z.object({
  invoice: invoiceSchema,
});

export type InvoiceDto = z.infer<typeof invoiceSchema>;
export type InvoiceItemDto = z.infer<typeof invoiceItemSchema>;
export type TaxLineDto = z.infer<typeof taxLineSchema>;
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;
