import { boundedList, boundedText, money, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { amountsAgree, decimalAmount } from '../common/spec-amount';
import { checkVoucherCode, voucherCodeMaxLength } from '@/domain/voucher/voucher-code';
import { createInvoiceRequestSchema, largestInvoiceLines } from './create-invoice.contract';
import { appliedVoucherSchema, invoiceItemSchema, taxLineSchema } from './invoice.contract';

const voucherCodeRule = 'Enter a voucher code of at most 50 letters and digits';

/**
 * Body of POST /api/v1/invoices/quote: the cart as the create-invoice call sends it, without a payment method
 * (none is chosen yet), and the voucher the customer applied. Nothing is stored: the summary is priced before
 * the customer pays, and the invoice is made only when a payment method is chosen.
 */
export const cartQuoteRequestSchema = z.object({
  invoice: createInvoiceRequestSchema.shape.invoice,
  merchantAddressId: createInvoiceRequestSchema.shape.merchantAddressId,
  invoice_tip: createInvoiceRequestSchema.shape.invoice_tip,
  voucher_code: z.optional(
    z.nullable(
      z.string().check(
        z.maxLength(voucherCodeMaxLength, { error: voucherCodeRule, abort: true }),
        z.refine((code) => checkVoucherCode(code).ok, { message: voucherCodeRule }),
      ),
    ),
  ),
});

/**
 * A line as the invoice would hold it; it has no id of its own, since no invoice holds it. The shape is taken
 * apart rather than passed to z.omit, whose code would join the first screen's bundle.
 */
const { id: _lineId, ...quotedItemShape } = invoiceItemSchema.shape;
export const quotedItemSchema = z.object(quotedItemShape).check(amountsAgree());

/**
 * The cart priced exactly as POST /api/v1/invoices would price it: every amount in integer minor units but
 * payble_amount, the spec's decimal, which comes with cents as the invoice's does.
 */
const cartQuoteFields = z.object({
  currency: nonEmptyText(10),
  invoice_items: z.array(quotedItemSchema).check(z.minLength(1), z.maxLength(largestInvoiceLines)),
  sub_total_amount: money(),
  items_discount: money(),
  voucher: z.nullable(appliedVoucherSchema),
  voucher_discount: money(),
  driver_tip: money(),
  service_fee: money(),
  delivery_fee: money(),
  tax_lines: boundedList(taxLineSchema, largestInvoiceLines),
  tax_total: money(),
  payble_amount: decimalAmount(),
  cents: money(),
});

/** payble_amount is the decimal of cents, or the answer is refused. */
export const cartQuoteSchema = cartQuoteFields.check(amountsAgree());

/**
 * The answer: the priced cart, and the server's words when the voucher asked for does not apply (the cart is
 * then priced without it). A cart the store would refuse is the create-invoice refusal body, with 400.
 */
export const cartQuoteResponseSchema = z.object({
  quote: cartQuoteSchema,
  voucher_refusal: z.nullable(boundedText(textLimits.message)),
});

export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>;
export type CartQuoteDto = z.infer<typeof cartQuoteSchema>;
export type CartQuoteResponse = z.infer<typeof cartQuoteResponseSchema>;
