import { boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { cartLineLimit } from '@/domain/cart/cart';
import { orderNoteMaxLength } from '@/domain/orders/order-note';
import { paymentMethods } from '@/domain/payments/payment-method';
import { emailMaxLength } from '@/domain/validation/email-length';
import { isEmail } from '@/domain/validation/patterns';

/** The largest count of one product a line may ask for; the stock rule refuses most long before. */
const largestLineQuantity = 10_000;
/** An invoice holds what a cart may hold: the cart stops at this many lines and says so. */
export const largestInvoiceLines = cartLineLimit;
/** The variant options one line may choose: one per variant of the product, and no product has this many. */
export const largestVariantChoices = 50;
/** What the customer may write for the kitchen on one line. */
export const lineInstructionMaxLength = 500;
/** The line's description as the spec's client sends it. */
export const lineDescriptionMaxLength = 1_000;
/** A tip above this is a typing slip rather than generosity; refused rather than charged. */
export const largestTip = 10_000;

/** A size or colour as the cart keeps it: empty when none was chosen, so only its id counts. */
const chosenOptionSchema = z.nullable(
  z.object({
    id: z.optional(nonEmptyText(200)),
    name: z.optional(z.string().check(z.maxLength(textLimits.name))),
  }),
);

/** One line the customer asks for. Prices are never part of it: the server prices every line itself. */
export const invoiceItemAttributesSchema = z.object({
  product_query_id: nonEmptyText(200),
  quantity: z.int().check(z.minimum(1), z.maximum(largestLineQuantity)),
  instruction: z._default(z.string().check(z.maxLength(lineInstructionMaxLength)), ''),
  item_description: z._default(z.string().check(z.maxLength(lineDescriptionMaxLength)), ''),
  /** Accepted because the spec's client sends it, and ignored: the product's stored rate is used. */
  tax_percent: z.optional(z.nullable(z.number())),
  size: z.optional(chosenOptionSchema),
  color: z.optional(chosenOptionSchema),
  variant_option_ids: z._default(z.array(nonEmptyText(200)).check(z.maxLength(largestVariantChoices)), []),
});

export const paymentMethodSchema = z.enum(paymentMethods);

/** Body of POST /api/v1/invoices. */
export const createInvoiceRequestSchema = z.object({
  invoice: z.object({
    organization_query_id: nonEmptyText(100),
    invoice_items_attributes: z
      .array(invoiceItemAttributesSchema)
      .check(z.minLength(1), z.maxLength(largestInvoiceLines)),
  }),
  /** Where the receipt may be sent. */
  email: z.optional(
    z.nullable(
      z.string().check(
        z.maxLength(emailMaxLength),
        z.refine((value) => isEmail(value), { message: 'Please enter valid email' }),
      ),
    ),
  ),
  /** The store address the cart was filled from (the cart's merchantAddressId). */
  merchantAddressId: z.optional(z.nullable(nonEmptyText(100))),
  paymentMethod: paymentMethodSchema,
  /** The rider tip in whole units of the currency, as the tip selector takes it (digits only); 0 by default. */
  invoice_tip: z._default(z.int().check(z.minimum(0), z.maximum(largestTip)), 0),
  /**
   * What the customer wrote to the store about the order. Not in the spec's payload: a payment that never
   * re-submits the invoice (framed card, bank redirect) has no other way to bring it to the kitchen.
   */
  invoice_note: z.optional(z.nullable(boundedText(orderNoteMaxLength))),
  /** The bank card form's session and card token (bank-card flow only); never stored, never logged. */
  sessionId: z.optional(z.nullable(nonEmptyText(500))),
  cardToken: z.optional(z.nullable(nonEmptyText(500))),
});

export type CreateInvoiceRequest = z.input<typeof createInvoiceRequestSchema>;
export type ParsedCreateInvoiceRequest = z.output<typeof createInvoiceRequestSchema>;
export type InvoiceItemAttributes = z.output<typeof invoiceItemAttributesSchema>;
