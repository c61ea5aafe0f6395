import { companiesQuerySchema } from '@/contract/catalogue/companies.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { configurationsResponseSchema } from '@/contract/platform/configurations.contract';
import { metaResponseSchema } from '@/contract/platform/meta.contract';
import { openApiDocumentSchema, type OpenApiDocument } from '@/contract/platform/openapi.contract';
import packageJson from '../../../../package.json';
import { startTestServer, type TestServer } from '../start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });

describe('GET /meta.json', () => {
  it("answers package.json's version and asks the browser never to reuse it unchecked", async () => {
    const response = await get('/meta.json?t=1732160000000');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(metaResponseSchema.parse(await response.json())).toEqual({ version: packageJson.version });
  });
});

describe('GET /api/v1/configurations', () => {
  it('lists the global settings with fees in minor units', async () => {
    const response = await get('/api/v1/configurations');

    expect(response.status).toBe(200);
    expect(configurationsResponseSchema.parse(await response.json())).toEqual({
      configurations: [
        { identifier: 'delivery_fee', value: 390 },
        { identifier: 'service_fee', value: 0 },
        { identifier: 'currency', value: 'EUR' },
      ],
    });
  });
});

describe('GET /api/docs/openapi.json', () => {
  let document: OpenApiDocument;
  type Operation = Record<string, unknown> & { parameters?: Array<{ name: string; in: string; required: boolean }> };
  const operation = (path: string, method = 'get') => document.paths[path]?.[method] as Operation | undefined;

  beforeAll(async () => {
    const response = await get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    document = openApiDocumentSchema.parse(await response.json());
  });

  it('is an OpenAPI 3.1 document of this version', () => {
    expect(document.openapi).toBe('3.1.1');
    expect(document.info.version).toBe(packageJson.version);
  });

  it('describes every catalogue and platform route, with OpenAPI path templates', () => {
    expect(Object.keys(document.paths).sort()).toEqual(
      expect.arrayContaining([
        '/api/docs/openapi.json',
        '/api/v1/companies',
        '/api/v1/companies/{queryId}',
        '/api/v1/companies/{queryId}/categories',
        '/api/v1/configurations',
        '/api/v1/products',
        '/api/v1/products/{queryId}',
        '/meta.json',
      ]),
    );
    expect(operation('/api/v1/products')?.['summary']).toBe(
      "One page of a store's products, filtered by name, category or sub-category",
    );
    expect(operation('/api/v1/products', 'head')).toBeUndefined();
  });

  it('turns query and path contracts into parameters, required as the schema says', () => {
    const query = operation('/api/v1/products')?.parameters ?? [];
    expect(query.map(({ name, in: where, required }) => ({ name, where, required }))).toEqual([
      { name: 'organization_query_id', where: 'query', required: false },
      { name: 'order_id', where: 'query', required: false },
      { name: 'page', where: 'query', required: false },
      { name: 'per_page', where: 'query', required: false },
      { name: 'name', where: 'query', required: false },
      { name: 'category_id', where: 'query', required: false },
      { name: 'sub_category_id', where: 'query', required: false },
    ]);
    expect(operation('/api/v1/products/{queryId}')?.parameters).toEqual([
      { name: 'queryId', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } },
    ]);
    expect(operation('/api/v1/companies')?.parameters?.map((parameter) => parameter.name)).toEqual(
      Object.keys(companiesQuerySchema.shape),
    );
  });

  it('gives the answer schema and the error body for 400, 4XX and 5XX', () => {
    const responses = operation('/api/v1/products/{queryId}')?.['responses'] as Record<string, unknown>;
    const success = responses['200'] as { content: Record<string, { schema: { required: string[] } }> };
    expect(success.content['application/json']?.schema.required).toEqual(['product']);
    expect(responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(responses['4XX']).toEqual({ $ref: '#/components/responses/ClientError' });
    expect(responses['5XX']).toEqual({ $ref: '#/components/responses/ServerError' });
    expect(operation('/meta.json')?.['responses']).not.toHaveProperty('400');
    expect(document.components.schemas['ErrorBody']).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['message'] } },
    });
  });

  it('declares the session header as a security scheme', () => {
    expect(document.components.securitySchemes['sessionToken']).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-p3-mwallet-session-token',
    });
  });

  it('gives every operation its own operationId', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => (op as Operation)['operationId']),
    );
    expect(ids).toContain('getApiV1ProductsQueryId');
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('compression', () => {
  it('compresses a JSON answer for a client that accepts gzip or brotli', async () => {
    const plain = await get('/api/v1/products?organization_query_id=lahikauppa-kruununhaka', {
      'accept-encoding': 'identity',
    });
    const brotli = await get('/api/v1/products?organization_query_id=lahikauppa-kruununhaka', {
      'accept-encoding': 'br',
    });
    const gzip = await get('/api/v1/products?organization_query_id=lahikauppa-kruununhaka', {
      'accept-encoding': 'gzip',
    });

    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the body, so the three must read the same.
    const plainBody: unknown = await plain.json();
    expect(await brotli.json()).toEqual(plainBody);
    expect(await gzip.json()).toEqual(plainBody);
  });

  it('answers a browser that accepts both in gzip, which costs the server less on answers compressed as they leave', async () => {
    const response = await get('/api/v1/products?organization_query_id=lahikauppa-kruununhaka', {
      'accept-encoding': 'gzip, deflate, br',
    });

    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('accept-encoding');
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await get('/meta.json', { 'accept-encoding': 'gzip, br' });

    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('compresses error bodies too, which stay in the contract shape', async () => {
    const response = await get('/api/v1/products/nothing-here', { 'accept-encoding': 'gzip' });

    expect(response.status).toBe(404);
    errorBodySchema.parse(await response.json());
  });
});
