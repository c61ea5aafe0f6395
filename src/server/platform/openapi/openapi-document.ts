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
};

type Operation = { summary: string } & Record<string, unknown>;

export type BuiltOpenApiDocument = {
  openapi: '3.1.1';
  info: OpenApiInfo;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

const sessionScheme = 'sessionToken';
const errorRef = { $ref: '#/components/schemas/ErrorBody' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

/** The OpenAPI 3.1 document of every route that declared its contract, in the order they were registered. */
export function buildOpenApiDocument(routes: readonly ContractRoute[], info: OpenApiInfo): BuiltOpenApiDocument {
  const paths: BuiltOpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.1',
    info,
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
      responses: {
        BadRequest: errorResponse('Invalid input; details name each field at fault'),
        Unauthorized: errorResponse('No session, or an expired one'),
        ClientError: errorResponse('Not found, too large, wrong media type or another client error'),
        ServerError: errorResponse('The server failed; the details stay in its log'),
      },
      securitySchemes: {
        [sessionScheme]: {
          type: 'apiKey',
          in: 'header',
          name: apiHeaders.sessionToken,
          description: 'The session token from sign-in (the event stream takes it as a query parameter instead).',
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
    ...(contract.session ? { security: [{ [sessionScheme]: [] }] } : {}),
    responses: responsesOf(contract),
  };
}

function requestBodyOf(body: ZodMiniType, bodyType = 'application/json'): Record<string, unknown> {
  return { required: true, content: { [bodyType]: { schema: jsonSchemaOf(body, 'input') } } };
}

function responsesOf(contract: RouteContract): Record<string, unknown> {
  const type = contract.responseType ?? 'application/json';
  const success = contract.response
    ? { description: 'Success', content: { [type]: { schema: jsonSchemaOf(contract.response, 'output') } } }
    : { description: 'Success', content: { [type]: {} } };
  const takesInput = Boolean(contract.params ?? contract.query ?? contract.body);
  return {
    [String(contract.successStatus ?? 200)]: success,
    ...(takesInput ? { '400': { $ref: '#/components/responses/BadRequest' } } : {}),
    ...(contract.session ? { '401': { $ref: '#/components/responses/Unauthorized' } } : {}),
    '4XX': { $ref: '#/components/responses/ClientError' },
    '5XX': { $ref: '#/components/responses/ServerError' },
  };
}
