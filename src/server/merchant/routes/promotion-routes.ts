import { text, type Localized } from '../../i18n/localized';
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
import { localDate } from '@/domain/merchant-console/local-time';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';
import { promotionRules, type PromotionTerms } from '@/domain/merchant-console/promotion-rules';
import { fieldError } from '../../http/field-error';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { addVoucher, type VoucherRefusal } from '../add-voucher';
import type { MerchantContext } from '../merchant-context';
import { setPromotion, type PromotionRefusal } from '../set-promotion';
import type { PromotionProductRow, PromotionStore, StoreVoucherRow } from '../store/promotion-store';
import { requireStaff } from './staff-guard';

const promotionRefusals: Readonly<Record<PromotionRefusal, Localized>> = {
  discount_above_100: text('promotion.discountAtMost100'),
  flat_above_price: text('promotion.flatAbovePrice'),
};

const voucherRefusals: Readonly<Record<VoucherRefusal, { readonly field: string; readonly message: Localized }>> = {
  last_day_past: { field: 'last_day', message: text('voucher.lastDayPast') },
  percent_above_100: { field: 'amount', message: text('voucher.percentAtMost100') },
  code_taken: { field: 'code', message: text('voucher.codeTaken') },
  store_full: { field: 'code', message: text('voucher.storeFull', { max: promotionRules.vouchersInForce }) },
};

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
      const promotion = await setPromotion(store, member, productQueryId, terms);
      if (promotion.outcome === 'not_found') throw new NotFoundError(text('notFound.product', { id: productQueryId }));
      if (promotion.outcome === 'refused') throw fieldError('promotion_amount', promotionRefusals[promotion.reason]);
      const { row } = promotion;
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
      const addition = await addVoucher(context, store, member, {
        code: body.code,
        name: body.name,
        kind: body.discount_kind,
        amount: body.amount,
        lastDay: body.last_day,
      });
      if (addition.outcome === 'refused') {
        const { field, message } = voucherRefusals[addition.reason];
        throw fieldError(field, message);
      }
      const { row } = addition;
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
