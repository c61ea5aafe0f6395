import * as z from 'zod/mini';

/**
 * The body of every error answer of the API: a message a person can read, for bad input which field was wrong, and
 * for a refusal with a code of its own that code: a transport code is a number (transport-error-codes.ts), an
 * order's refusal a name (invoice-refusal.contract.ts).
 */
export const errorBodySchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.optional(z.union([z.int(), z.string()])),
    details: z.optional(
      z.array(
        z.object({
          field: z.string(),
          message: z.string(),
        }),
      ),
    ),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
