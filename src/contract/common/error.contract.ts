import * as z from 'zod/mini';
import { boundedList, boundedText, textLimits } from './fields';

/** The bounds of an error body; the server shortens what would pass them (a body naming thousands of fields). */
export const errorBodyLimits = { details: 100, field: textLimits.name } as const;

/**
 * The body of every error answer of the API: a message a person can read, for bad input which field was wrong, and
 * for a refusal with a code of its own that code: a transport code is a number (transport-error-codes.ts), an
 * order's refusal a name (invoice-refusal.contract.ts).
 */
export const errorBodySchema = z.object({
  error: z.object({
    message: boundedText(textLimits.message),
    code: z.optional(z.union([z.int().check(z.minimum(0), z.maximum(99_999)), boundedText(textLimits.code)])),
    details: z.optional(
      boundedList(
        z.object({
          field: boundedText(errorBodyLimits.field),
          message: boundedText(textLimits.message),
        }),
        errorBodyLimits.details,
      ),
    ),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
