import type { HostileRequest } from './hostile-request';
import type { Field } from './openapi-walk';

const missing = Symbol('missing');
const repeated = Symbol('repeated');
/** A lone UTF-16 surrogate: no UTF-8 text can hold it. */
const loneSurrogate = Symbol('lone surrogate');

type Value = unknown;

/** One hostile value for one field, named for the failure report. */
export interface Variant {
  label: string;
  value: Value;
}

/** Texts every field gets, whatever its type: on a number or a boolean they are the wrong type too. */
function texts(field: Field): Variant[] {
  const overMax =
    field.maxLength !== undefined && field.maxLength + 1 < 10_000
      ? [{ label: `over its maximum (${field.maxLength + 1} characters)`, value: 'x'.repeat(field.maxLength + 1) }]
      : [];
  return [
    { label: 'empty', value: '' },
    { label: 'too long (10,000 characters)', value: 'x'.repeat(10_000) },
    ...overMax,
    { label: 'NUL', value: 'a\u0000b' },
    { label: 'escape sequence', value: 'a\u001b[31mb' },
    { label: 'backspace', value: 'a\u0008b' },
    { label: 'DEL', value: 'a\u007fb' },
    { label: 'line breaks and tab', value: 'a\r\n\tb' },
    { label: 'emoji', value: '\u{1f355}\u{1f600}\u{1f469}\u200d\u{1f469}\u200d\u{1f467}' },
    { label: 'lone surrogate', value: loneSurrogate },
    { label: 'SQL quote', value: "' OR 1=1 --" },
    { label: 'SQL statement', value: "x'); DROP TABLE users; --" },
  ];
}

/** The values of JSON's other types for a field of this kind. */
function jsonTypes(field: Field, baseline: unknown): Variant[] {
  const variants: Variant[] = [{ label: 'null', value: null }];
  if (field.kind !== 'number') variants.push({ label: 'a number', value: 12345 });
  if (field.kind !== 'boolean') variants.push({ label: 'a boolean', value: true });
  if (field.kind !== 'object') variants.push({ label: 'an object', value: { a: 1 } });
  if (field.kind !== 'array') variants.push({ label: 'an array', value: ['x'] });
  if (field.kind === 'number') {
    variants.push(
      { label: 'a numeric string', value: '12' },
      { label: 'negative', value: -1 },
      { label: 'a fraction', value: 1.5 },
      { label: 'huge', value: 1e308 },
      { label: 'beyond safe integers', value: 2 ** 63 },
    );
  }
  if (field.kind === 'boolean') variants.push({ label: 'the string "true"', value: 'true' });
  if (field.kind === 'array') {
    const item = Array.isArray(baseline) && baseline.length > 0 ? (baseline[0] as unknown) : 'x';
    // One item over the bound the document states (every list states one): the server must read it and refuse it
    // naming the field. A far longer list would only test the body-size limit, whose early 413 can cut the upload.
    const overMax = (field.maxItems ?? 10_000) + 1;
    variants.push(
      { label: 'empty array', value: [] },
      { label: `over its maximum (${overMax} items)`, value: new Array<unknown>(overMax).fill(item) },
    );
  }
  return variants;
}

function queryTypes(field: Field): Variant[] {
  const variants: Variant[] = [{ label: 'repeated', value: repeated }];
  if (field.kind === 'number') {
    for (const value of ['abc', '-1', '1.5', '1e308', 'NaN', 'Infinity', '0x10']) {
      variants.push({ label: `the number ${value}`, value });
    }
  }
  if (field.kind === 'string') variants.push({ label: 'a number', value: '12345' });
  return variants;
}

/** The hostile values of one field, given the value it has in the baseline (undefined when absent). */
export function variantsOf(field: Field, baseline: unknown): Variant[] {
  const absent = { label: 'missing', value: missing };
  switch (field.place) {
    case 'path':
      return [
        ...texts(field),
        { label: 'a number', value: '12345' },
        { label: 'dot-dot', value: '..' },
        { label: 'an encoded slash', value: 'a/b' },
      ];
    case 'query':
      return [absent, ...texts(field), ...queryTypes(field)];
    case 'form':
    case 'multipart':
      return [absent, ...texts(field), { label: 'repeated', value: repeated }];
    case 'json':
      if (field.name === 'body') {
        return [
          { label: 'no body', value: missing },
          { label: 'null', value: null },
          { label: 'a string', value: 'text' },
          { label: 'a number', value: 12345 },
          { label: 'an array', value: [] },
        ];
      }
      return [absent, ...texts(field), ...jsonTypes(field, baseline)];
  }
}

/** The baseline value of a field, or undefined. */
export function baselineValue(request: HostileRequest, field: Field): unknown {
  switch (field.place) {
    case 'path':
      return request.pathParams[field.name];
    case 'query':
      return request.query.find(([name]) => name === field.name)?.[1];
    case 'form':
    case 'multipart':
      return request.body?.type === field.place
        ? request.body.fields.find(([name]) => name === field.name)?.[1]
        : undefined;
    case 'json':
      if (request.body?.type !== 'json') return undefined;
      if (field.name === 'body') return request.body.value;
      return field.name
        .split('.')
        .reduce<unknown>(
          (value, key) =>
            value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
          request.body.value,
        );
  }
}

function encoded(value: Value): string {
  if (value === loneSurrogate) return '%ED%A0%80';
  return encodeURIComponent(String(value));
}

function withPair(pairs: [string, string][], name: string, value: Value, encode: (value: Value) => string) {
  const others = pairs.filter(([key]) => key !== name);
  const current = pairs.find(([key]) => key === name)?.[1] ?? 'x';
  if (value === missing) return others;
  if (value === repeated) return [...others, [name, current] as [string, string], [name, current] as [string, string]];
  return [...others, [name, encode(value)] as [string, string]];
}

function withJson(body: unknown, path: readonly string[], value: Value): unknown {
  if (path.length === 0) return value === missing ? undefined : value === loneSurrogate ? '\ud800' : value;
  const [key, ...rest] = path as [string, ...string[]];
  const container: Record<string, unknown> | unknown[] = Array.isArray(body)
    ? [...(body as unknown[])]
    : body !== null && typeof body === 'object'
      ? { ...(body as Record<string, unknown>) }
      : /^\d+$/.test(key)
        ? []
        : {};
  const record = container as Record<string, unknown>;
  const inner = withJson(record[key], rest, value);
  if (inner === undefined && rest.length === 0) delete record[key];
  else record[key] = inner;
  return container;
}

/** The baseline request with one field set to the variant's value (or left out). */
export function withVariant(request: HostileRequest, field: Field, variant: Variant): HostileRequest {
  switch (field.place) {
    case 'path':
      return { ...request, pathParams: { ...request.pathParams, [field.name]: encoded(variant.value) } };
    case 'query':
      return { ...request, query: withPair(request.query, field.name, variant.value, encoded) };
    case 'form': {
      const fields = request.body?.type === 'form' ? request.body.fields : [];
      return { ...request, body: { type: 'form', fields: withPair(fields, field.name, variant.value, encoded) } };
    }
    case 'multipart': {
      const fields = request.body?.type === 'multipart' ? request.body.fields : [];
      const others = fields.filter(([key]) => key !== field.name);
      const current = fields.find(([key]) => key === field.name)?.[1] ?? 'x';
      const value = variant.value;
      const next: [string, string | Buffer][] =
        value === missing
          ? others
          : value === repeated
            ? [...others, [field.name, current], [field.name, current]]
            : [...others, [field.name, value === loneSurrogate ? Buffer.from([0xed, 0xa0, 0x80]) : String(value)]];
      return { ...request, body: { type: 'multipart', fields: next } };
    }
    case 'json': {
      const body = request.body?.type === 'json' ? request.body.value : undefined;
      const path = field.name === 'body' ? [] : field.name.split('.');
      return { ...request, body: { type: 'json', value: withJson(body, path, variant.value) } };
    }
  }
}
