import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { categoriesResponseSchema } from '@/contract/catalog/categories.contract';
import { companyParamsSchema, companyResponseSchema } from '@/contract/catalog/companies.contract';
import { checkResponse, parseParams } from '../http/parse-request';
import { NotFoundError } from '../http/not-found-error';
import type { CompanyRepository } from './company-repository';
import type { ProductRepository } from './product-repository';

/** GET /api/v1/companies/{queryId} and its categories: public catalogue reads. */
export function registerStoreDetailRoutes(
  app: FastifyInstance,
  repositories: { companies: CompanyRepository; products: ProductRepository },
): void {
  app.get(`${walletApiV1}/companies/:queryId`, async (request) => {
    const { queryId } = parseParams(companyParamsSchema, request.params);
    const company = await repositories.companies.findByQueryId(queryId);
    if (!company) throw new NotFoundError(`No store ${queryId}`);
    return checkResponse(companyResponseSchema, { company });
  });

  app.get(`${walletApiV1}/companies/:queryId/categories`, async (request) => {
    const { queryId } = parseParams(companyParamsSchema, request.params);
    const categories = await repositories.products.categoriesOf(queryId);
    if (!categories) throw new NotFoundError(`No store ${queryId}`);
    return checkResponse(categoriesResponseSchema, { categories });
  });
}
