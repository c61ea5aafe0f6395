import { requestLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import { tipInMinorUnits } from '@/domain/tip/tip';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  cartQuoteRequestSchema,
  cartQuoteResponseSchema,
  type CartQuoteDto,
} from '@/contract/orders/cart-quote.contract';
import { largestInvoiceLines } from '@/contract/orders/create-invoice.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { orderPaths } from '@/contract/orders/order-paths';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { keyedLimiter } from '../../http/keyed-rate-limit';
import type { OrdersContext } from '../orders-context';
import type { PricedInvoice, VoucherTerms } from '../pricing/invoice-pricing';
import { invoiceRefusalBody } from '../pricing/invoice-refusal-body';
import { quotedVoucherChecks } from '../pricing/quoted-voucher-checks';
import { toInvoiceItemDto } from '../store/invoice-dto';
import { priceOrder } from '../store/price-order';
import { invoiceItemRows } from '../store/priced-rows';
import { cartStoreTakingOrders } from './cart-store';
import { voucherChecksPerAccount } from './validate-voucher-route';
import { voucherTermsFor } from '../voucher-terms-for';
import { decimalFromMoney } from '@/domain/pricing/money';

/**
 * POST /api/v1/invoices/quote: prices the cart as POST /api/v1/invoices would (the same gates, the same
 * pricing, the voucher as validate_voucher applies it) and stores nothing, so the cart summary shows the
 * server's figures while the customer changes quantities and the tip, and one invoice is made when they pay.
 */
export function registerCartQuoteRoute(app: FastifyInstance, context: OrdersContext): void {
  const countVoucherCheck = quotedVoucherChecks(
    keyedLimiter(app, voucherChecksPerAccount, (seconds) => text('voucher.tooManyChecks', { count: seconds })),
  );
  app.post(
    `${walletApiV1}/${orderPaths.quote}`,
    withContract({
      summary: 'Price the cart as an invoice, storing nothing',
      description:
        `At most ${largestInvoiceLines} lines. A refused cart answers 400 with the create-invoice refusal body; ` +
        `a voucher that does not apply is priced without and named in voucher_refusal. New voucher codes count ` +
        `against ${voucherChecksPerAccount.max} checks a minute per account, as on validate_voucher.`,
      tags: ['orders'],
      session: true,
      body: cartQuoteRequestSchema,
      response: cartQuoteResponseSchema,
    }),
    async (request, reply) => {
      const session = await requireSession(request, context.db, context.clock);
      const body = parseBody(cartQuoteRequestSchema, request.body);
      const storeQueryId = body.invoice.organization_query_id;
      const items = body.invoice.invoice_items_attributes;
      const found = await cartStoreTakingOrders(context, request, reply, {
        storeQueryId,
        productQueryIds: items.map((item) => item.product_query_id),
      });
      if (found === null) return reply;
      const { store } = found;
      let voucher: VoucherTerms | null = null;
      let voucherRefusal: string | null = null;
      const code = body.voucher_code?.toUpperCase() ?? null;
      if (code !== null && code !== '') {
        await countVoucherCheck(session.userId, code, request, reply);
        const check = voucherTermsFor(
          await context.vouchers.findByCode(code, store.id),
          { userId: session.userId, companyId: store.id },
          new Date(context.clock()),
        );
        if (check.ok) voucher = check.terms;
        else voucherRefusal = check.message(requestLanguage(request));
      }
      const { pricing, productIdOf } = await priceOrder(context.sources, {
        store,
        products: found.products,
        userId: session.userId,
        items,
        voucher,
        tip: tipInMinorUnits(body.invoice_tip),
      });
      if (!pricing.ok) {
        return reply
          .code(400)
          .send(checkResponse(invoiceRefusalBodySchema, invoiceRefusalBody(pricing, requestLanguage(request))));
      }
      return checkResponse(cartQuoteResponseSchema, {
        quote: quoteDto(pricing.invoice, productIdOf),
        voucher_refusal: voucherRefusal,
      });
    },
  );
}

/** The priced cart in the invoice's own words: its lines go through the very mapping a stored invoice's do. */
function quoteDto(priced: PricedInvoice, productIdOf: ReadonlyMap<string, number>): CartQuoteDto {
  const rows = invoiceItemRows(
    0,
    priced,
    priced.lines.map((_, index) => `quote-${index}`),
    productIdOf,
  );
  return {
    currency: priced.currency,
    invoice_items: rows.map((row) => {
      const { id: _id, ...item } = toInvoiceItemDto(row);
      return item;
    }),
    sub_total_amount: priced.subTotal,
    items_discount: priced.itemsDiscount,
    voucher: priced.voucher === null ? null : { code: priced.voucher.code, discount_amount: priced.voucherDiscount },
    voucher_discount: priced.voucherDiscount,
    driver_tip: priced.tip,
    service_fee: priced.serviceFee,
    delivery_fee: priced.deliveryFee,
    tax_lines: priced.taxLines.map((line) => ({
      tax_percent: line.taxPercent,
      gross: line.gross,
      net: line.net,
      vat: line.vat,
    })),
    tax_total: priced.taxTotal,
    payble_amount: decimalFromMoney(priced.payable),
    cents: priced.payable,
  };
}
