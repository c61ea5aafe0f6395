import type { z, ZodMiniType } from 'zod/mini';
import { BadRequestError } from './bad-request-error';

/** Parses the query string of a request with its contract schema. */
export function parseQuery<Schema extends ZodMiniType>(schema: Schema, query: unknown): z.output<Schema> {
  const result = schema.safeParse(query);
  if (!result.success) throw BadRequestError.fromZod('request.invalidQuery', result.error, 'query');
  return result.data;
}

/** Parses the path parameters of a request with their schema. */
export function parseParams<Schema extends ZodMiniType>(schema: Schema, params: unknown): z.output<Schema> {
  const result = schema.safeParse(params);
  if (!result.success) throw BadRequestError.fromZod('request.invalidPath', result.error, 'path');
  return result.data;
}

/**
 * Checks an answer against its contract before it leaves, so a server bug shows up as a logged 500
 * here instead of a broken screen in the browser. Returns the parsed value, which carries no stray fields.
 */
export function checkResponse<Schema extends ZodMiniType>(schema: Schema, body: z.input<Schema>): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`Response breaks its contract: ${result.error.message}`);
  }
  return result.data;
}
