import { catalogueLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { categoriesResponseSchema, largestStoreMenu } from '@/contract/catalogue/categories.contract';
import { companyParamsSchema } from '@/contract/catalogue/companies.contract';
import { companyResponseSchema } from '@/contract/catalogue/store-detail.contract';
import { checkResponse, parseParams } from '../../http/parse-request';
import { publicReadCacheSeconds, withContract } from '../../http/route-contract';
import { NotFoundError } from '../../http/not-found-error';
import type { CompanyRepository } from '../store/company-repository';
import type { ProductRepository } from '../store/product-repository';

/** GET /api/v1/companies/{queryId} and its categories: public catalogue reads. */
export function registerStoreDetailRoutes(
  app: FastifyInstance,
  repositories: { companies: CompanyRepository; products: ProductRepository },
): void {
  const storeContract = withContract({
    summary: 'One store',
    tags: ['catalog'],
    cacheSeconds: publicReadCacheSeconds,
    params: companyParamsSchema,
    response: companyResponseSchema,
  });
  app.get(`${walletApiV1}/companies/:queryId`, storeContract, async (request) => {
    const { queryId } = parseParams(companyParamsSchema, request.params);
    const company = await repositories.companies.findByQueryId(queryId, catalogueLanguage(request));
    if (!company) throw new NotFoundError(text('notFound.store', { id: queryId }));
    return checkResponse(companyResponseSchema, { company });
  });

  const categoriesContract = withContract({
    summary: "A store's categories with their sub-categories, in menu order",
    description: `The first ${largestStoreMenu} categories of the menu, in menu order.`,
    tags: ['catalog'],
    cacheSeconds: publicReadCacheSeconds,
    params: companyParamsSchema,
    response: categoriesResponseSchema,
  });
  app.get(`${walletApiV1}/companies/:queryId/categories`, categoriesContract, async (request) => {
    const { queryId } = parseParams(companyParamsSchema, request.params);
    const categories = await repositories.products.categoriesOf(queryId, catalogueLanguage(request));
    if (!categories) throw new NotFoundError(text('notFound.store', { id: queryId }));
    return checkResponse(categoriesResponseSchema, { categories });
  });
}
