/** The parts of the server's OpenAPI document the hostile-input walk reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

/** Where a field travels: a path segment, the query string, a JSON body, a urlencoded form or a multipart form. */
export type FieldPlace = 'path' | 'query' | 'json' | 'form' | 'multipart';

export type FieldKind = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** One field of an operation, named as the server's error details name it ("address.street", "items.0.quantity"). */
export interface Field {
  place: FieldPlace;
  name: string;
  kind: FieldKind;
  maxLength?: number;
  maxItems?: number;
}

export interface Operation {
  method: string;
  /** The document's form, e.g. /api/v1/products/{queryId}. */
  path: string;
  /** "GET /api/v1/products/{queryId}": the key of baselines and of the failure report. */
  key: string;
  bodyType?: 'json' | 'form' | 'multipart';
  fields: Field[];
}

const bodyPlaces: Record<string, Operation['bodyType']> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

/** Every operation of the document with the fields of its path, query and body. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const fields: Field[] = (operation.parameters ?? []).map((parameter) => ({
        place: parameter.in,
        name: parameter.name,
        ...describe(parameter.schema),
      }));
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const bodyType = mediaType === undefined ? undefined : bodyPlaces[mediaType];
      if (mediaType !== undefined && bodyType === undefined) throw new Error(`${path}: unknown body type ${mediaType}`);
      if (bodyType !== undefined && content !== undefined) {
        if (bodyType === 'json') fields.push({ place: 'json', name: 'body', kind: 'object' });
        fields.push(...bodyFields(content.schema, bodyType, ''));
      }
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        ...(bodyType === undefined ? {} : { bodyType }),
        fields,
      });
    }
  }
  return operations;
}

/** The schema with a null alternative taken away: a nullable string is described as a string. */
function nonNull(schema: JsonSchema): JsonSchema {
  const branch = schema.anyOf?.find((alternative) => alternative.type !== 'null');
  return branch ?? schema;
}

function describe(schema: JsonSchema): { kind: FieldKind; maxLength?: number; maxItems?: number } {
  const actual = nonNull(schema);
  const type = [actual.type].flat().find((name) => name !== 'null');
  const kind: FieldKind =
    type === 'integer' || type === 'number'
      ? 'number'
      : type === 'boolean' || type === 'object' || type === 'array'
        ? type
        : 'string';
  return {
    kind,
    ...(actual.maxLength === undefined ? {} : { maxLength: actual.maxLength }),
    ...(actual.maxItems === undefined ? {} : { maxItems: actual.maxItems }),
  };
}

function bodyFields(schema: JsonSchema, place: FieldPlace, prefix: string): Field[] {
  const fields: Field[] = [];
  for (const [key, property] of Object.entries(nonNull(schema).properties ?? {})) {
    const name = `${prefix}${key}`;
    fields.push({ place, name, ...describe(property) });
    const actual = nonNull(property);
    if (actual.properties) fields.push(...bodyFields(actual, place, `${name}.`));
    if (actual.items?.properties) fields.push(...bodyFields(actual.items, place, `${name}.0.`));
  }
  return fields;
}
