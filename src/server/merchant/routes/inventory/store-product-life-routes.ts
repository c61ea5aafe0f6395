import { text } from '../../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import {
  storeProductEditBodySchema,
  storeProductLimits,
  storeProductParamsSchema,
  storeProductRemovedSchema,
  storeProductResponseSchema,
} from '@/contract/merchant/store-products.contract';
import type { Clock } from '../../../shared/clock';
import { fieldError } from '../../../http/field-error';
import { parseBody } from '../../../http/parse-body';
import { NotFoundError } from '../../../http/not-found-error';
import { checkResponse, parseParams } from '../../../http/parse-request';
import { withContract } from '../../../http/route-contract';
import { editStoreProduct } from '../../edit-store-product';
import { requireStaff } from '../staff-guard';
import { toStoreProductDto } from './store-product-dto';
import type { InventoryContext } from './store-products-routes';

/**
 * A product's life after it is added: PUT /merchant/v1/products/{id}/details (what the edit form holds) and
 * DELETE /merchant/v1/products/{id} (off the menu for customers, kept for the orders and reports naming it).
 * Both are for the store's staff; another store's product, or one removed already, answers 404.
 */
export function registerStoreProductLifeRoutes(
  app: FastifyInstance,
  context: InventoryContext & { readonly clock: Clock },
): void {
  app.put(
    `${merchantApiV1}/products/:productQueryId/details`,
    withContract({
      summary: 'Sets the name, description, category, brand, sizes, colours and picture of a product of the store',
      description:
        'The category is named: an existing one of the store, or a new one made for it. A size or colour the ' +
        'product had keeps its id. The image is the id POST /merchant/v1/products/images answered; without it the ' +
        'picture stays. A bad field answers 400 naming it; another store\u2019s product 404.',
      tags: ['merchant'],
      session: true,
      params: storeProductParamsSchema,
      body: storeProductEditBodySchema,
      response: storeProductResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { productQueryId } = parseParams(storeProductParamsSchema, request.params);
      const body = parseBody(storeProductEditBodySchema, request.body);
      const edit = await editStoreProduct(context, member, productQueryId, body);
      if (edit.outcome === 'not_found') throw new NotFoundError(text('notFound.product', { id: productQueryId }));
      if (edit.outcome === 'refused' && edit.reason === 'picture_missing') {
        throw fieldError('image', text('picture.uploadAgain'));
      }
      if (edit.outcome === 'refused') {
        throw fieldError('category', text('inventory.categoriesFull', { max: storeProductLimits.categoriesPerStore }));
      }
      return checkResponse(storeProductResponseSchema, { product: toStoreProductDto(edit.record) });
    },
  );

  app.delete(
    `${merchantApiV1}/products/:productQueryId`,
    withContract({
      summary: 'Removes a product of the staff member\u2019s store from its menu',
      description:
        'Customers no longer see, find or buy it; past orders, Transactions and the CSV still name it. ' +
        'Another store\u2019s product, or one removed already, answers 404.',
      tags: ['merchant'],
      session: true,
      params: storeProductParamsSchema,
      response: storeProductRemovedSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { productQueryId } = parseParams(storeProductParamsSchema, request.params);
      const removed = await context.products.remove(member.companyId, productQueryId, new Date(context.clock()));
      if (removed === null) throw new NotFoundError(text('notFound.product', { id: productQueryId }));
      return checkResponse(storeProductRemovedSchema, {
        removed: { query_id: removed.queryId, name: removed.name },
      });
    },
  );
}
