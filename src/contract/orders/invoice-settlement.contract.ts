import * as z from 'zod/mini';
import { checkoutTypes } from '@/domain/orders/checkout-type';
import { orderNoteMaxLength } from '@/domain/orders/order-note';
import { boundedList, boundedText, nonEmptyText, textLimits } from '../common/fields';
import { bankSessionIdSchema } from '../payments/bank-card-form.contract';
import { invoiceItemAttributesSchema, largestInvoiceLines, largestTip } from './create-invoice.contract';

/**
 * Body of PUT /api/v1/invoices/{id} (the spec's invoice update call): the invoice re-submitted on one of the
 * user's channels, with the bank card form's session when the card channel settles it, and the spec's whole
 * re-submission payload. Everything but the channel is optional, so an older client still re-submits. The
 * answer is the invoice (invoiceResponseSchema).
 */
export const invoiceSettlementRequestSchema = z.strictObject({
  channel_query_id: nonEmptyText(200),
  session_id: z.optional(z.nullable(bankSessionIdSchema)),
  /** What the customer writes to the store about the whole order; blank is none. */
  invoice_note: z.optional(z.nullable(boundedText(orderNoteMaxLength))),
  /** Checked against the priced invoice: 'delivery' when it has a delivery address, else 'pickup'. */
  checkout_type: z.optional(z.enum(checkoutTypes)),
  /** The rider tip in whole units, as the invoice was created with; checked against the priced invoice. */
  invoice_tip: z.optional(z.int().check(z.minimum(0), z.maximum(largestTip))),
  /** The spec sends these back; the priced invoice's own lines, voucher and address stand. */
  invoice_items_attributes: z.optional(boundedList(invoiceItemAttributesSchema, largestInvoiceLines)),
  voucher_id: z.optional(z.nullable(nonEmptyText(textLimits.code))),
  address_id: z.optional(z.nullable(nonEmptyText(textLimits.id))),
  recipient_name: z.optional(z.nullable(boundedText(textLimits.name))),
  recipient_phone_number: z.optional(z.nullable(boundedText(textLimits.phone))),
  /** The spec's default is false: this storefront keeps no card. */
  save_card: z.optional(z.boolean()),
});

export type InvoiceSettlementRequest = z.input<typeof invoiceSettlementRequestSchema>;
