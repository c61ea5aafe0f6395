import type { ZodMiniType } from 'zod/mini';
import { jsonSchemaOf, type JsonSchema } from './json-schema-of';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/** One OpenAPI parameter per field of a path or query contract, which is always a zod object. */
export function parametersOf(schema: ZodMiniType, location: 'path' | 'query'): OpenApiParameter[] {
  const objectSchema = jsonSchemaOf(schema, 'input');
  const properties = objectSchema['properties'];
  if (objectSchema['type'] !== 'object' || typeof properties !== 'object' || properties === null) {
    throw new Error(`A ${location} contract must be an object schema`);
  }
  const required = new Set(Array.isArray(objectSchema['required']) ? (objectSchema['required'] as string[]) : []);
  return Object.entries(properties as Record<string, JsonSchema>).map(([name, property]) => {
    const { description, ...fieldSchema } = property;
    return {
      name,
      in: location,
      // OpenAPI demands that every path parameter be required.
      required: location === 'path' || required.has(name),
      schema: fieldSchema,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}
