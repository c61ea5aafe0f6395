import { toJSONSchema, type ZodMiniType } from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/**
 * The JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of a contract schema. `input` describes what a client
 * may send (defaults make a field optional, query numbers arrive as text); `output` what the server answers.
 */
export function jsonSchemaOf(schema: ZodMiniType, io: 'input' | 'output'): JsonSchema {
  // A coercion or transform has no JSON Schema form: the document then shows the field without a type
  // rather than refusing to build.
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return withIntegerFormats(rest) as JsonSchema;
}

/**
 * Names each integer's width (int32 or int64) from the bounds the schema enforces, which zod writes as minimum and
 * maximum but not as OpenAPI's format: a client generator then picks a type that holds every allowed value.
 */
function withIntegerFormats(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withIntegerFormats);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withIntegerFormats(value)] as const);
  const schema = Object.fromEntries(entries) as JsonSchema;
  if (schema.type === 'integer' && schema.format === undefined) {
    const { minimum, maximum } = schema;
    const fitsInt32 =
      typeof minimum === 'number' && typeof maximum === 'number' && minimum >= int32.min && maximum <= int32.max;
    schema.format = fitsInt32 ? 'int32' : 'int64';
  }
  return schema;
}
