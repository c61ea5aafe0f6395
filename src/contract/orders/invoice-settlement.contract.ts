import * as z from 'zod/mini';
import { nonEmptyText } from '../common/fields';
import { bankSessionIdSchema } from '../payments/bank-card-form.contract';

/**
 * Body of PUT /api/v1/invoices/{id} (the spec's invoice update call): the invoice re-submitted on one of the
 * user's channels, with the bank card form's session when the card channel settles it. The answer is the
 * invoice (invoiceResponseSchema).
 */
export const invoiceSettlementRequestSchema = z.strictObject({
  channel_query_id: nonEmptyText(200),
  session_id: z.optional(z.nullable(bankSessionIdSchema)),
});

export type InvoiceSettlementRequest = z.infer<typeof invoiceSettlementRequestSchema>;
