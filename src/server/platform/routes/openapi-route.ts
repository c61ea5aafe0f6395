import type { FastifyInstance } from 'fastify';
import { openApiDocumentSchema, openApiPath } from '@/contract/platform/openapi.contract';
import { checkResponse } from '../../http/parse-request';
import { routeContractsOf, withContract } from '../../http/route-contract';
import { buildOpenApiDocument, type BuiltOpenApiDocument } from '../openapi/openapi-document';

/**
 * GET /api/docs/openapi.json: the document of every route that declared its contract. Built on the first
 * request, when every module has registered its routes, and kept: routes do not change while the server runs.
 * `app` must be the root instance, where app.ts started collecting.
 */
export function registerOpenApiRoute(app: FastifyInstance, version: string): void {
  let document: BuiltOpenApiDocument | undefined;
  app.get(
    openApiPath,
    withContract({ summary: 'This OpenAPI document', tags: ['platform'], response: openApiDocumentSchema }),
    async () => {
      if (document) return document;
      const built = buildOpenApiDocument(routeContractsOf(app), {
        title: 'White-label storefront: reference API',
        version,
        description:
          'The customer wallet service (/api/v1, /api/v2) and the merchant service (/merchant/v1). ' +
          'Money is in integer minor units.',
        contact: { name: 'The operator of this storefront' },
        license: { name: 'MIT', identifier: 'MIT' },
      });
      checkResponse(openApiDocumentSchema, built);
      document = built;
      return document;
    },
  );
}
