import * as z from 'zod/mini';

/** The body of every error answer of the API: a message a person can read and, for bad input, which field was wrong. */
export const errorBodySchema = z.object({
  error: z.object({
    message: z.string(),
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
