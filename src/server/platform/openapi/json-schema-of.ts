import { toJSONSchema, type ZodMiniType } from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of a contract schema. `input` describes what a client
 * may send (defaults make a field optional, query numbers arrive as text); `output` what the server answers.
 */
export function jsonSchemaOf(schema: ZodMiniType, io: 'input' | 'output'): JsonSchema {
  // A coercion or transform has no JSON Schema form: the document then shows the field without a type
  // rather than refusing to build.
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}
