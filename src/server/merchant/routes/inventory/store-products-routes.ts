import { text } from '../../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import {
  newStoreProductBodySchema,
  storeProductChangeBodySchema,
  storeProductLimits,
  storeProductParamsSchema,
  storeProductPaths,
  storeProductResponseSchema,
  storeProductsResponseSchema,
} from '@/contract/merchant/store-products.contract';
import { fieldError } from '../../../http/field-error';
import { parseBody } from '../../../http/parse-body';
import { NotFoundError } from '../../../http/not-found-error';
import { checkResponse, parseParams } from '../../../http/parse-request';
import { withContract } from '../../../http/route-contract';
import { addStoreProduct } from '../../add-store-product';
import { additionRefusals } from './product-addition-refusals';
import type { MerchantContext } from '../../merchant-context';
import { requireStaff } from '../staff-guard';
import type { ProductImageStore } from '../../store/inventory/product-image-store';
import { toStoreProductDto } from './store-product-dto';
import type { StoreProductRepository } from '../../store/inventory/store-product-repository';
import type { UnusedPictureSweeper } from '../../unused-picture-sweeper';

export interface InventoryContext {
  readonly sessions: MerchantContext['sessions'];
  readonly products: StoreProductRepository;
  readonly images: ProductImageStore;
  /** Removes the store's pictures no product took in time; run after each upload. */
  readonly sweeper: Pick<UnusedPictureSweeper, 'sweepStore'>;
}

/**
 * The store's inventory for its staff (owners and staff alike): GET /merchant/v1/products, PUT
 * /merchant/v1/products/{id} (price, stock, availability) and POST /merchant/v1/products (the product-add table).
 * Every write is a non-GET request, which drops the catalogue answers the server reuses, so the customers' next
 * read shows the change.
 */
export function registerStoreProductsRoutes(app: FastifyInstance, context: InventoryContext): void {
  app.get(
    `${merchantApiV1}/${storeProductPaths.products}`,
    withContract({
      summary: 'Every product of the signed-in staff member\u2019s store with its stock, price and promotion',
      description:
        `In menu order, with the store\u2019s categories in theirs: all of them, as a store holds at most ` +
        `${storeProductLimits.productsPerStore} products and ${storeProductLimits.categoriesPerStore} categories.`,
      tags: ['merchant'],
      session: true,
      response: storeProductsResponseSchema,
    }),
    async (request, reply) => {
      const member = await requireStaff(request, context.sessions);
      const { records, categories } = await context.products.ofStore(member.companyId);
      return reply.header('Cache-Control', 'private, no-store').send(
        checkResponse(storeProductsResponseSchema, {
          products: records.map(toStoreProductDto),
          categories: categories.map((category) => ({ id: category.id, name: category.name })),
        }),
      );
    },
  );

  app.put(
    `${merchantApiV1}/products/:productQueryId`,
    withContract({
      summary: 'Sets the price, the stock and the availability of a product of the staff member\u2019s store',
      description:
        'Prices and counts are whole numbers (minor units for the price); a bad one answers 400 naming the field. ' +
        'Another store\u2019s product answers 404, as one that does not exist.',
      tags: ['merchant'],
      session: true,
      params: storeProductParamsSchema,
      body: storeProductChangeBodySchema,
      response: storeProductResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { productQueryId } = parseParams(storeProductParamsSchema, request.params);
      const change = parseBody(storeProductChangeBodySchema, request.body);
      const record = await context.products.change(member.companyId, productQueryId, change);
      if (record === null) throw new NotFoundError(text('notFound.product', { id: productQueryId }));
      return checkResponse(storeProductResponseSchema, { product: toStoreProductDto(record) });
    },
  );

  app.post(
    `${merchantApiV1}/${storeProductPaths.products}`,
    withContract({
      summary: 'Adds a product to the staff member\u2019s store: one row of the console\u2019s product-add table',
      description:
        'The category is named: an existing one of the store, or a new one made for it. The image is the id ' +
        'POST /merchant/v1/products/images answered for this store. The product sells at once, stock not counted. ' +
        `A store holds at most ${storeProductLimits.productsPerStore} products and ${storeProductLimits.categoriesPerStore} categories: beyond, ` +
        '400 naming name (or category, for a new category).',
      tags: ['merchant'],
      session: true,
      body: newStoreProductBodySchema,
      response: storeProductResponseSchema,
      successStatus: 201,
    }),
    async (request, reply) => {
      const member = await requireStaff(request, context.sessions);
      const body = parseBody(newStoreProductBodySchema, request.body);
      const addition = await addStoreProduct(context, member, body);
      if (addition.outcome === 'refused') {
        const { field, message } = additionRefusals[addition.reason];
        throw fieldError(field, message);
      }
      const { record } = addition;
      return reply.code(201).send(checkResponse(storeProductResponseSchema, { product: toStoreProductDto(record) }));
    },
  );
}
