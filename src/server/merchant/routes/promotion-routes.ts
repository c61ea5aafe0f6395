import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { officePaths } from '@/contract/merchant/office-paths';
import {
  promotedProductResponseSchema,
  promotionsResponseSchema,
  storeVoucherResponseSchema,
  type PromotedProductDto,
  type StoreVoucherDto,
} from '@/contract/merchant/promotions.contract';
import {
  newVoucherBodySchema,
  promotionBodySchema,
  promotionParamsSchema,
  voucherParamsSchema,
} from '@/contract/merchant/promotion-requests.contract';
import { addDays, localDate, startOfLocalDate } from '@/domain/merchant-console/local-time';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';
import { promotionRules, type PromotionTerms } from '@/domain/merchant-console/promotion-rules';
import { fieldError } from '../../http/field-error';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import type { PromotionProductRow, PromotionStore, StoreVoucherRow } from '../store/promotion-store';
import { requireStaff } from './staff-guard';

/** The largest percentage a discount may take. */
const maxPercent = 100;

function productDto(row: PromotionProductRow): PromotedProductDto {
  const nature = row.promotionNature;
  return {
    query_id: row.queryId,
    name: row.name,
    cost: row.cost,
    cost_after_discount: row.costAfterDiscount,
    promotion:
      (nature === 'flat' || nature === 'discount') && row.promotionAmount !== null && row.promotionAmount > 0
        ? { promotion_nature: nature, promotion_amount: row.promotionAmount }
        : null,
  };
}

function voucherDto(row: StoreVoucherRow): StoreVoucherDto {
  return {
    code: row.code,
    name: row.name,
    discount_kind: row.discountKind === 'flat' ? 'flat' : 'percent',
    amount: row.amount,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The store's promotions (per product, flat or discount) and vouchers, for staff and owners. What is set here is
 * what the server's pricing charges: a promotion changes the product's price after discount, a voucher is
 * accepted by the customer's voucher call at this store until its last day ends.
 */
export function registerPromotionRoutes(app: FastifyInstance, context: MerchantContext, store: PromotionStore): void {
  const staffCall = { tags: ['merchant'], session: true } as const;

  app.get(
    `${merchantApiV1}/${officePaths.promotions}`,
    withContract({
      ...staffCall,
      summary: 'The promotions of the staff member\u2019s store: its products\u2019 and its vouchers',
      description:
        `Every product (a store holds at most ${inventoryLimits.productsPerStore}); the vouchers with the latest ` +
        `expiry first, every one in force (at most ${promotionRules.vouchersInForce}) and then the ended ones, ` +
        `${promotionRules.vouchersListed} in all.`,
      response: promotionsResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const [products, vouchers] = await Promise.all([
        store.productsOf(member.companyId),
        store.vouchersOf(member.companyId),
      ]);
      return checkResponse(promotionsResponseSchema, {
        today: localDate(context.clock(), member.storeTimeZone),
        products: products.map(productDto),
        vouchers: vouchers.map(voucherDto),
      });
    },
  );

  app.put(
    `${merchantApiV1}/promotions/products/:productQueryId`,
    withContract({
      ...staffCall,
      summary: 'Sets a promotion on a product of the store',
      description:
        'A discount is whole percent (1\u2013100); a flat promotion takes minor units off and may not exceed the price. Another store\u2019s product answers 404.',
      params: promotionParamsSchema,
      body: promotionBodySchema,
      response: promotedProductResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { productQueryId } = parseParams(promotionParamsSchema, request.params);
      const body = parseBody(promotionBodySchema, request.body);
      const terms: PromotionTerms = { nature: body.promotion_nature, amount: body.promotion_amount };
      if (terms.nature === 'discount' && terms.amount > maxPercent)
        throw fieldError('promotion_amount', text('promotion.discountAtMost100'));
      const products = await store.productsOf(member.companyId);
      const product = products.find((row) => row.queryId === productQueryId);
      if (product === undefined) throw new NotFoundError(text('notFound.product', { id: productQueryId }));
      if (terms.nature === 'flat' && terms.amount > product.cost)
        throw fieldError('promotion_amount', text('promotion.flatAbovePrice'));
      const row = await store.setPromotion(member.companyId, productQueryId, terms);
      if (row === null) throw new NotFoundError(text('notFound.product', { id: productQueryId }));
      return checkResponse(promotedProductResponseSchema, { product: productDto(row) });
    },
  );

  app.delete(
    `${merchantApiV1}/promotions/products/:productQueryId`,
    withContract({
      ...staffCall,
      summary: 'Ends the promotion of a product of the store: it is charged its price again',
      params: promotionParamsSchema,
      response: promotedProductResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { productQueryId } = parseParams(promotionParamsSchema, request.params);
      const row = await store.setPromotion(member.companyId, productQueryId, null);
      if (row === null) throw new NotFoundError(text('notFound.product', { id: productQueryId }));
      return checkResponse(promotedProductResponseSchema, { product: productDto(row) });
    },
  );

  app.post(
    `${merchantApiV1}/${officePaths.vouchers}`,
    withContract({
      ...staffCall,
      summary: 'Creates a voucher of the store for every customer, accepted through its last local day',
      description:
        'A taken code or a last day in the past answers 400 naming the field; so does a new code while the store ' +
        `has ${promotionRules.vouchersInForce} vouchers in force (its most).`,
      body: newVoucherBodySchema,
      response: storeVoucherResponseSchema,
      successStatus: 201,
    }),
    async (request, reply) => {
      const member = await requireStaff(request, context.sessions);
      const body = parseBody(newVoucherBodySchema, request.body);
      const now = context.clock();
      if (body.last_day < localDate(now, member.storeTimeZone))
        throw fieldError('last_day', text('voucher.lastDayPast'));
      if (body.discount_kind === 'percent' && body.amount > maxPercent)
        throw fieldError('amount', text('voucher.percentAtMost100'));
      const row = await store.addVoucher(
        member.companyId,
        {
          code: body.code.toUpperCase(),
          name: body.name,
          kind: body.discount_kind,
          amount: body.amount,
          expiresAt: new Date(startOfLocalDate(addDays(body.last_day, 1), member.storeTimeZone)),
        },
        new Date(now),
      );
      if (row === 'taken') throw fieldError('code', text('voucher.codeTaken'));
      if (row === 'full') throw fieldError('code', text('voucher.storeFull', { max: promotionRules.vouchersInForce }));
      return reply.code(201).send(checkResponse(storeVoucherResponseSchema, { voucher: voucherDto(row) }));
    },
  );

  app.delete(
    `${merchantApiV1}/vouchers/:code`,
    withContract({
      ...staffCall,
      summary: 'Ends a voucher of the store now: the customer\u2019s voucher call refuses it from then on',
      params: voucherParamsSchema,
      response: storeVoucherResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { code } = parseParams(voucherParamsSchema, request.params);
      const row = await store.endVoucher(member.companyId, code.toUpperCase(), new Date(context.clock()));
      if (row === null) throw new NotFoundError(text('notFound.voucher', { id: code }));
      return checkResponse(storeVoucherResponseSchema, { voucher: voucherDto(row) });
    },
  );
}
