import * as z from 'zod/mini';
import type { ContractRoute } from '@/server/http/route-contract';
import { buildOpenApiDocument } from '@/server/platform/openapi/openapi-document';
import { openApiPath, operationIdOf } from '@/server/platform/openapi/openapi-path';

const info = { title: 'Test', version: '1.2.3' };

describe('openApiPath and operationIdOf', () => {
  it.each([
    ['/api/v1/products', '/api/v1/products', 'getApiV1Products'],
    [
      '/api/v1/users/:userId/addresses/:address_id',
      '/api/v1/users/{userId}/addresses/{address_id}',
      'getApiV1UsersUserIdAddressesAddressId',
    ],
    ['/meta.json', '/meta.json', 'getMetaJson'],
  ])('%s is written %s with operationId %s', (fastifyUrl, path, operationId) => {
    expect(openApiPath(fastifyUrl)).toBe(path);
    expect(operationIdOf('GET', fastifyUrl)).toBe(operationId);
  });
});

describe('buildOpenApiDocument', () => {
  const addressRoute: ContractRoute = {
    method: 'POST',
    url: '/api/v1/users/:userId/addresses',
    contract: {
      summary: 'Add an address',
      tags: ['accounts'],
      session: true,
      params: z.object({ userId: z.string() }),
      body: z.object({ street: z.string(), floor: z.optional(z.int()) }),
      response: z.object({ id: z.string() }),
      successStatus: 201,
    },
  };
  const receiptRoute: ContractRoute = {
    method: 'GET',
    url: '/api/v1/invoices/:id/receipt',
    contract: { summary: 'Receipt', params: z.object({ id: z.string() }), responseType: 'application/pdf' },
  };
  const document = buildOpenApiDocument([addressRoute, receiptRoute], info);
  const post = document.paths['/api/v1/users/{userId}/addresses']?.['post'];

  it('describes a JSON body with its required fields', () => {
    expect(post?.['requestBody']).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              street: { type: 'string' },
              floor: { type: 'integer', format: 'int64', minimum: -9007199254740991, maximum: 9007199254740991 },
            },
            required: ['street'],
          },
        },
      },
    });
  });

  it('asks for the session header and lists 401 on a route that needs a session', () => {
    expect(post?.['security']).toEqual([{ sessionToken: [] }]);
    expect(Object.keys(post?.['responses'] as object)).toEqual(['201', '400', '401', '429', '500', '4XX', '5XX']);
  });

  it('states outright that a route without a session is open to anyone', () => {
    expect(document.paths['/api/v1/invoices/{id}/receipt']?.['get']?.['security']).toEqual([{}]);
  });

  it('names the width of each integer from its bounds', () => {
    const small: ContractRoute = {
      method: 'GET',
      url: '/n',
      contract: { summary: 'n', response: z.object({ n: z.int().check(z.minimum(0), z.maximum(10)) }) },
    };
    const built = buildOpenApiDocument([small], info);
    const success = built.paths['/n']?.['get']?.['responses'] as Record<string, { content: Record<string, unknown> }>;
    expect(success['200']?.content['application/json']).toEqual({
      schema: {
        type: 'object',
        properties: { n: { type: 'integer', format: 'int32', minimum: 0, maximum: 10 } },
        required: ['n'],
        additionalProperties: false,
      },
    });
  });

  it('declares the rate-limit and origin headers on every answer, and Retry-After on 429', () => {
    const success = (post?.['responses'] as Record<string, { headers: Record<string, unknown> }>)['201'];
    expect(Object.keys(success?.headers ?? {})).toEqual([
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Access-Control-Allow-Origin',
    ]);
    const tooMany = document.components.responses['TooManyRequests'] as { headers: Record<string, unknown> };
    expect(tooMany.headers).toHaveProperty('Retry-After');
  });

  it('gives a non-JSON answer its media type without a schema', () => {
    const responses = document.paths['/api/v1/invoices/{id}/receipt']?.['get']?.['responses'] as Record<
      string,
      unknown
    >;
    expect(responses['200']).toMatchObject({ description: 'Success', content: { 'application/pdf': {} } });
  });

  it('refuses a query contract that is not an object', () => {
    const bad: ContractRoute = { method: 'GET', url: '/x', contract: { summary: 'x', query: z.string() } };
    expect(() => buildOpenApiDocument([bad], info)).toThrow('A query contract must be an object schema');
  });
});
