import * as z from 'zod/mini';

/** Query of GET /api/v1/invoices/{id}/receipt: the receipt's language, English unless asked. */
export const receiptQuerySchema = z.object({
  locale: z.optional(z.enum(['fi', 'en'])),
});

/** The media type of the receipt download. */
export const receiptMediaType = 'application/pdf';
