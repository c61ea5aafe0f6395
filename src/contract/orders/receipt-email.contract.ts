import { boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { emailMaxLength } from '@/domain/validation/email-length';
import { isEmail } from '@/domain/validation/patterns';

/** The product flag's name: "is" and the product's name (isZapp), which the mail service uses as a template switch. */
const productFlagPattern = /^is[A-Z][A-Za-z0-9]*$/;
const knownFields = new Set(['toEmail', 'invoiceQueryId', 'locale']);

/**
 * Body of POST /api/v1/email/send: the receipt of one of the session's invoices to the address the customer
 * typed, written by the server in the given language, else in the Accept-Language's (en unless fi). It may carry
 * is{Product} flags (true or false); any other field is refused, a subject or content of the caller's own included.
 */
export const receiptEmailRequestSchema = z
  .catchall(
    z.object({
      toEmail: z.string().check(
        z.maxLength(emailMaxLength),
        z.refine((value) => isEmail(value), { message: 'Please enter valid email' }),
      ),
      invoiceQueryId: nonEmptyText(100),
      locale: z.optional(z.enum(['fi', 'en'])),
    }),
    z.boolean(),
  )
  .check(
    z.superRefine((body, context) => {
      for (const key of Object.keys(body)) {
        if (knownFields.has(key) || productFlagPattern.test(key)) continue;
        context.issues.push({
          code: 'custom',
          path: [key],
          message: 'Unknown field: only toEmail, invoiceQueryId, locale and is{Product} flags are accepted',
          input: body,
        });
      }
    }),
  );

/** The answer: the mail is queued (in the sandbox, written to the outbox). */
export const receiptEmailResponseSchema = z.object({
  message: boundedText(textLimits.message),
});

export type ReceiptEmailRequest = z.infer<typeof receiptEmailRequestSchema>;
export type ReceiptEmailResponse = z.infer<typeof receiptEmailResponseSchema>;
