import { requestLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { invoiceParamsSchema } from '@/contract/orders/invoice.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import {
  validateVoucherRequestSchema,
  validateVoucherResponseSchema,
} from '@/contract/orders/validate-voucher.contract';
import { fieldError } from '../../http/field-error';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { keyedLimiter } from '../../http/keyed-rate-limit';
import type { OrdersContext } from '../orders-context';
import { invoiceRefusalBody } from '../pricing/invoice-refusal-body';
import { itemAttributesOf } from '../store/invoice-dto';
import { priceOrder } from '../store/price-order';
import { voucherTermsFor } from '../voucher-terms-for';
import { invoiceAnswer, ownedInvoice } from './owned-invoice';

const alreadyPlaced = text('voucher.alreadyPlaced');

/**
 * Each account's own limit on voucher checks, below the per-client one (route-rate-limits.ts): a person types a
 * code or two, so ten a minute leaves room for typos and none for guessing a store's codes from one account, while
 * customers sharing an address (a venue's wifi) never use up each other's tries.
 */
export const voucherChecksPerAccount = { max: 10, windowMs: 60_000 } as const;

/**
 * PUT /api/v1/invoices/{id}/validate_voucher: puts a voucher on an invoice not yet placed and prices it
 * again from the stored products, so the discount is the server's and the client's number is never used.
 */
export function registerValidateVoucherRoute(app: FastifyInstance, context: OrdersContext): void {
  const limitChecks = keyedLimiter(app, voucherChecksPerAccount, (seconds) =>
    text('voucher.tooManyChecks', { count: seconds }),
  );
  app.put(
    `${walletApiV1}/invoices/:id/validate_voucher`,
    withContract({
      summary: 'Apply a voucher to an invoice and price it again',
      description:
        `At most ${voucherChecksPerAccount.max} checks a minute per account, and 20 per client address; over ` +
        'either the answer is 429 with Retry-After.',
      tags: ['orders'],
      session: true,
      params: invoiceParamsSchema,
      body: validateVoucherRequestSchema,
      response: validateVoucherResponseSchema,
    }),
    async (request, reply) => {
      const { session, record } = await ownedInvoice(request, context);
      await limitChecks(`user:${session.userId}`, request, reply);
      const body = parseBody(validateVoucherRequestSchema, request.body);
      if (body.invoice.query_id !== record.invoice.queryId) {
        throw fieldError('invoice.query_id', text('voucher.otherInvoice'));
      }
      if (record.invoice.placedAt !== null) throw fieldError('invoice.voucher_code', alreadyPlaced);
      const code = body.invoice.voucher_code.toUpperCase();
      const check = voucherTermsFor(
        await context.vouchers.findByCode(code, record.invoice.companyId),
        record.invoice,
        new Date(context.clock()),
      );
      if (!check.ok) throw fieldError('invoice.voucher_code', check.message);

      const store = await context.sources.storeById(record.invoice.companyId);
      if (store === null) throw new Error(`No store ${record.invoice.companyId} for invoice ${record.invoice.queryId}`);
      const { pricing, productIdOf } = await priceOrder(context.sources, {
        store,
        userId: session.userId,
        items: itemAttributesOf(record.items),
        voucher: check.terms,
        tip: record.invoice.tip,
      });
      if (!pricing.ok) {
        return reply
          .code(400)
          .send(checkResponse(invoiceRefusalBodySchema, invoiceRefusalBody(pricing, requestLanguage(request))));
      }
      if (!(await context.invoices.reprice(record.invoice.id, pricing.invoice, productIdOf))) {
        throw fieldError('invoice.voucher_code', alreadyPlaced);
      }
      const repriced = await context.invoices.findOwned(session.userId, record.invoice.queryId);
      if (repriced === null) throw new Error(`Invoice ${record.invoice.queryId} vanished while it was priced`);
      return checkResponse(validateVoucherResponseSchema, {
        voucher: { code: check.terms.code, name: check.name, discount_amount: pricing.invoice.voucherDiscount },
        invoice: await invoiceAnswer(context, request, repriced),
      });
    },
  );
}
