import type { z, ZodMiniType } from 'zod/mini';
import { BadRequestError } from './bad-request-error';

/** Parses a request body with its contract schema; a missing body is judged as an empty object. */
export function parseBody<Schema extends ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw BadRequestError.fromZod('request.invalidBody', result.error);
  return result.data;
}
