import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  productParamsSchema,
  productResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
} from '@/contract/catalog/products.contract';
import { checkResponse, parseParams, parseQuery } from '../http/parse-request';
import { publicReadCacheSeconds, withContract } from '../http/route-contract';
import { NotFoundError } from '../http/not-found-error';
import type { ProductRepository } from './product-repository';

/** GET /api/v1/products (a store's products, paged and filtered) and GET /api/v1/products/{queryId}. */
export function registerProductsRoutes(app: FastifyInstance, repository: ProductRepository): void {
  const listContract = withContract({
    summary: "One page of a store's products, filtered by name, category or sub-category",
    tags: ['catalog'],
    cacheSeconds: publicReadCacheSeconds,
    query: productsQuerySchema,
    response: productsResponseSchema,
  });
  app.get(`${walletApiV1}/products`, listContract, async (request) => {
    const query = parseQuery(productsQuerySchema, request.query);
    const page = await repository.findPage({
      companyQueryId: query.organization_query_id,
      page: query.page,
      pageSize: query.per_page,
      ...(query.name ? { name: query.name } : {}),
      ...(query.category_id ? { categoryId: query.category_id } : {}),
      ...(query.sub_category_id ? { subCategoryId: query.sub_category_id } : {}),
    });
    if (!page) throw new NotFoundError(`No store ${query.organization_query_id}`);
    return checkResponse(productsResponseSchema, { products: page.products, total_products: page.total });
  });

  const detailContract = withContract({
    summary: 'One product with its sizes, colours and variants',
    tags: ['catalog'],
    cacheSeconds: publicReadCacheSeconds,
    params: productParamsSchema,
    response: productResponseSchema,
  });
  app.get(`${walletApiV1}/products/:queryId`, detailContract, async (request) => {
    const { queryId } = parseParams(productParamsSchema, request.params);
    const product = await repository.findByQueryId(queryId);
    if (!product) throw new NotFoundError(`No product ${queryId}`);
    return checkResponse(productResponseSchema, { product });
  });
}
