import type { ZodMiniType } from 'zod/mini';
import { errorBodySchema } from '@/contract/common/error.contract';
import { apiHeaders } from '@/contract/headers';
import type { ContractRoute, RouteContract } from '../../http/route-contract';
import { jsonSchemaOf, type JsonSchema } from './json-schema-of';
import { openApiPath, operationIdOf } from './openapi-path';
import { parametersOf } from './parameters-of';

export type OpenApiInfo = {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  readonly contact?: { readonly name: string };
  readonly license?: { readonly name: string; readonly identifier: string };
};

/** What each tag's operations are about, in the document's list of tags. */
const tagDescriptions: Readonly<Record<string, string>> = {
  accounts: 'Customers: sign-up, sign-in, profile, addresses, devices and vouchers',
  applications: 'The information pages\u2019 application forms for merchants and riders',
  catalog: 'Stores, categories and products, and the search across them',
  geocoder: 'The reference geocoder: place names and addresses in a Photon-compatible form',
  merchant: 'The merchant console: staff, orders, products, vouchers and the day\u2019s money',
  orders: 'Invoices, checkout, placing an order, its receipt and the customer\u2019s orders',
  payments: 'Starting a card, bank or Stripe payment',
  platform: 'The server\u2019s version, the app\u2019s configurations and this document',
  realtime: 'Server-sent events of a customer\u2019s orders and payments',
  sandbox: 'The sandbox payment providers\u2019 pages, for trying payments without a real provider',
  transport: 'Taxi rides: prices, booking, status, cancelling, payment and receipts',
};

type Operation = { summary: string } & Record<string, unknown>;

export type BuiltOpenApiDocument = {
  openapi: '3.1.1';
  info: OpenApiInfo;
  servers: Array<Record<string, unknown>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    headers: Record<string, unknown>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

const sessionScheme = 'sessionToken';
const queryTokenScheme = 'sessionTokenInQuery';
const errorRef = { $ref: '#/components/schemas/ErrorBody' };
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/**
 * The headers every answer of an API route carries: the rate limit's (@fastify/rate-limit, when RATE_LIMITS is on)
 * and the origin that may read it (rate-limit-headers.ts, cors-origin.ts).
 */
const answerHeaders = {
  'X-RateLimit-Limit': headerRef('X-RateLimit-Limit'),
  'X-RateLimit-Remaining': headerRef('X-RateLimit-Remaining'),
  'X-RateLimit-Reset': headerRef('X-RateLimit-Reset'),
  'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin'),
};
const errorResponse = (description: string, headers: Record<string, unknown> = answerHeaders) => ({
  description,
  headers,
  content: { 'application/json': { schema: errorRef } },
});
const seconds = (description: string) => ({
  description,
  schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 },
});

/** The OpenAPI 3.1 document of every route that declared its contract, in the order they were registered. */
export function buildOpenApiDocument(routes: readonly ContractRoute[], info: OpenApiInfo): BuiltOpenApiDocument {
  const paths: BuiltOpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  const tags = [...new Set(routes.flatMap((route) => route.contract.tags ?? []))].sort();
  return {
    openapi: '3.1.1',
    info,
    servers: [
      {
        url: '/',
        description: 'The server that serves this document: local, test or production, at its own address',
        'x-internal': false,
      },
    ],
    tags: tags.map((name) => ({ name, description: tagDescriptions[name] ?? name })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
      headers: {
        'X-RateLimit-Limit': {
          description: "How many requests the client may make to this route in the limit's window",
          schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_000_000 },
        },
        'X-RateLimit-Remaining': {
          description: 'How many of them are left in the current window',
          schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_000_000 },
        },
        'X-RateLimit-Reset': seconds('Seconds until the current window ends'),
        'Retry-After': seconds('Seconds to wait before trying again'),
        'Access-Control-Allow-Origin': {
          description:
            "The storefront's own origin (PUBLIC_URL, or the origin the request came in on): no other site's " +
            'page may read an answer',
          schema: { type: 'string', format: 'uri', maxLength: 2_048 },
        },
      },
      responses: {
        BadRequest: errorResponse('Invalid input; details name each field at fault'),
        Unauthorized: errorResponse('No session, or an expired one'),
        TooManyRequests: errorResponse("Over the client's rate limit for this route", {
          ...answerHeaders,
          'Retry-After': headerRef('Retry-After'),
        }),
        ClientError: errorResponse('Not found, too large, wrong media type or another client error'),
        ServerError: errorResponse('The server failed; the details stay in its log'),
      },
      securitySchemes: {
        [sessionScheme]: {
          type: 'apiKey',
          in: 'header',
          name: apiHeaders.sessionToken,
          description: 'The session token from sign-in.',
        },
        [queryTokenScheme]: {
          type: 'apiKey',
          in: 'query',
          name: apiHeaders.sessionToken,
          description:
            "The session token from sign-in, for the event stream only: the spec's EventSource cannot send " +
            'headers. The server never writes it to its log.',
        },
      },
    },
  };
}

function operationOf({ method, url, contract }: ContractRoute): Operation {
  const parameters = [
    ...(contract.params ? parametersOf(contract.params, 'path') : []),
    ...(contract.query ? parametersOf(contract.query, 'query') : []),
  ];
  return {
    operationId: operationIdOf(method, url),
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.tags ? { tags: [...contract.tags] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.body ? { requestBody: requestBodyOf(contract.body, contract.bodyType) } : {}),
    security: securityOf(contract),
    responses: responsesOf(contract),
  };
}

/** Who may call: a session (in the header, or for the event stream in the URL), or anyone (`{}`, stated outright). */
function securityOf(contract: RouteContract): Array<Record<string, string[]>> {
  if (contract.session === 'query') return [{ [queryTokenScheme]: [] }];
  if (contract.session === 'optional') return [{ [sessionScheme]: [] }, {}];
  return contract.session ? [{ [sessionScheme]: [] }] : [{}];
}

function requestBodyOf(body: ZodMiniType, bodyType = 'application/json'): Record<string, unknown> {
  return { required: true, content: { [bodyType]: { schema: jsonSchemaOf(body, 'input') } } };
}

function responsesOf(contract: RouteContract): Record<string, unknown> {
  const type = contract.responseType ?? 'application/json';
  const success = {
    description: 'Success',
    headers: answerHeaders,
    content: { [type]: contract.response ? { schema: jsonSchemaOf(contract.response, 'output') } : {} },
  };
  const takesInput = Boolean(contract.params ?? contract.query ?? contract.body);
  return {
    [String(contract.successStatus ?? 200)]: success,
    ...(takesInput ? { '400': { $ref: '#/components/responses/BadRequest' } } : {}),
    ...(contract.session === true || contract.session === 'query'
      ? { '401': { $ref: '#/components/responses/Unauthorized' } }
      : {}),
    '429': { $ref: '#/components/responses/TooManyRequests' },
    '4XX': { $ref: '#/components/responses/ClientError' },
    '500': { $ref: '#/components/responses/ServerError' },
    '5XX': { $ref: '#/components/responses/ServerError' },
  };
}
