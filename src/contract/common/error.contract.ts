import { z } from 'zod';

/** The body of every error answer of the API: a message a person can read and, for bad input, which field was wrong. */
export const errorBodySchema = z.object({
  error: z.object({
    message: z.string(),
    details: z
      .array(
        z.object({
          field: z.string(),
          message: z.string(),
        }),
      )
      .optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
