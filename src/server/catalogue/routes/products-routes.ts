import { catalogueLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { walletApiV1 } from '@/contract/api-paths';
import {
  largestProductsPage,
  productParamsSchema,
  productResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
} from '@/contract/catalogue/products.contract';
import { requireSession } from '../../shared/session/session-guard';
import { checkResponse, parseParams, parseQuery } from '../../http/parse-request';
import { publicReadCacheSeconds, withContract } from '../../http/route-contract';
import { NotFoundError } from '../../http/not-found-error';
import type { ProductsRoutesDependencies } from '../catalogue-context';
import { searchTextOf } from './search-text';

type ProductsQuery = z.output<typeof productsQuerySchema>;

/**
 * GET /api/v1/products: a store's products, paged and filtered, readable by anyone; with order_id, the
 * products of one of the session user's orders instead (another user's order reads as unknown: 404).
 * GET /api/v1/products/{queryId}: one product.
 */
export function registerProductsRoutes(app: FastifyInstance, dependencies: ProductsRoutesDependencies): void {
  const { products: repository } = dependencies;
  const listContract = withContract({
    summary: "One page of a store's products, filtered by name, category or sub-category",
    description:
      "organization_query_id alone is a public read. order_id instead answers the products of one of the caller's " +
      'orders (it needs a session): the lines of that order as the store sells them now, each with `ordered`; ' +
      'name, category_id, sub_category_id and organization_query_id then narrow those lines. ' +
      `A page holds at most ${largestProductsPage} products (per_page), in menu order or the order's; ` +
      'total_products counts them all.',
    tags: ['catalog'],
    cacheSeconds: publicReadCacheSeconds,
    query: productsQuerySchema,
    response: productsResponseSchema,
  });
  app.get(
    `${walletApiV1}/products`,
    {
      ...listContract,
      // A store's listing is the same for everyone and the response cache may reuse it, but an order's
      // products are personal: they are answered here, before the cache's own onRequest hook runs, so they
      // are never looked up in it nor stored in it.
      onRequest: async (request, reply) => {
        if (!namesAnOrder(request.query)) return;
        // Returning the reply once sent ends the request here: no later hook, no handler.
        return answerOrderProducts(request, reply, dependencies);
      },
    },
    async (request) => {
      const query = parseQuery(productsQuerySchema, request.query);
      // The schema lets a query without organization_query_id through only when it names an order.
      const companyQueryId = query.organization_query_id ?? '';
      const page = await repository.findPage({
        language: catalogueLanguage(request),
        companyQueryId,
        page: query.page,
        pageSize: query.per_page,
        ...filtersOf(query),
      });
      if (!page) throw new NotFoundError(text('notFound.store', { id: companyQueryId }));
      return checkResponse(productsResponseSchema, { products: page.products, total_products: page.total });
    },
  );

  const detailContract = withContract({
    summary: 'One product with its sizes, colours and variants',
    tags: ['catalog'],
    cacheSeconds: publicReadCacheSeconds,
    params: productParamsSchema,
    response: productResponseSchema,
  });
  app.get(`${walletApiV1}/products/:queryId`, detailContract, async (request) => {
    const { queryId } = parseParams(productParamsSchema, request.params);
    const product = await repository.findByQueryId(queryId, catalogueLanguage(request));
    if (!product) throw new NotFoundError(text('notFound.product', { id: queryId }));
    return checkResponse(productResponseSchema, { product });
  });
}

function namesAnOrder(query: unknown): boolean {
  return typeof query === 'object' && query !== null && 'order_id' in query;
}

function filtersOf(query: ProductsQuery) {
  // Read as app_search reads its text (composed letters, one space between words); a blank name filters nothing.
  const name = searchTextOf(query.name ?? '');
  return {
    ...(name ? { name } : {}),
    ...(query.category_id ? { categoryId: query.category_id } : {}),
    ...(query.sub_category_id ? { subCategoryId: query.sub_category_id } : {}),
  };
}

async function answerOrderProducts(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, orderProducts }: ProductsRoutesDependencies,
): Promise<FastifyReply> {
  const query = parseQuery(productsQuerySchema, request.query);
  const session = await requireSession(request, db);
  const orderId = query.order_id ?? '';
  const page = await orderProducts.findPage({
    language: catalogueLanguage(request),
    userId: session.userId,
    orderId,
    page: query.page,
    pageSize: query.per_page,
    ...filtersOf(query),
    ...(query.organization_query_id ? { companyQueryId: query.organization_query_id } : {}),
  });
  if (!page) throw new NotFoundError(text('notFound.order', { id: orderId }));
  return reply
    .header('Cache-Control', 'private, no-store')
    .send(checkResponse(productsResponseSchema, { products: page.products, total_products: page.total }));
}
