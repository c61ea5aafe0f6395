import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { officePaths } from '@/contract/merchant/office-paths';
import {
  largestDayOfTransactions,
  pnlResponseSchema,
  transactionsResponseSchema,
} from '@/contract/merchant/store-money.contract';
import { pnlQuerySchema, reportRangeQuerySchema } from '@/contract/merchant/store-money-requests.contract';
import { instantsAround, isCalendarDate } from '@/domain/merchant-console/local-time';
import {
  dayOfMoreTransactions,
  maxReportDays,
  pnlTotals,
  profitAndLoss,
  reportRangeProblem,
  transactionDays,
  type MoneyRefund,
  type PnlRow,
  type VatShare,
} from '@/domain/merchant-console/store-money';
import { fieldError } from '../../http/field-error';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import type { OfficeOrder, OfficeOrderReader } from '../store/office-order-reader';
import { requireOwner } from './staff-guard';
import type { StaffMember } from '../store/staff-session-store';

const rangeMessages = {
  BAD_DATE: text('money.badDate'),
  ENDS_BEFORE_START: text('money.endsBeforeStart'),
  TOO_LONG: text('money.tooLong'),
} as const;

function vatDto(share: VatShare) {
  return { tax_percent: share.taxPercent, gross: share.gross, net: share.net, vat: share.vat };
}

function figuresDto(row: Omit<PnlRow, 'period'>) {
  return {
    orders: row.orders,
    revenue: row.revenue,
    unpaid: row.unpaid,
    vat: row.vat,
    discounts: row.discounts,
    tips: row.tips,
    delivery_fees: row.deliveryFees,
    refunds: row.refunds,
  };
}

/** The store's placed orders and the owner's refunds of a checked range of local dates, and its currency. */
async function ordersOf(
  orders: OfficeOrderReader,
  owner: StaffMember,
  from: string,
  to: string,
): Promise<{ placed: OfficeOrder[]; refunds: MoneyRefund[]; currency: string }> {
  const problem = reportRangeProblem(from, to, isCalendarDate);
  if (problem !== null) throw fieldError('to', rangeMessages[problem]);
  const around = instantsAround(from, to);
  const [placed, refunds, currency] = await Promise.all([
    orders.placedBetween(owner.companyId, around.from, around.to),
    orders.refundsBetween(owner.companyId, around.from, around.to),
    orders.currencyOf(owner.companyId),
  ]);
  return { placed, refunds, currency };
}

/** The owner's money pages: transactions and profit and loss. Staff are refused with 403. */
export function registerStoreMoneyRoutes(
  app: FastifyInstance,
  context: MerchantContext,
  orders: OfficeOrderReader,
): void {
  const ownerCall = { tags: ['merchant'], session: true, description: 'Owners only: staff get 403.' } as const;

  app.get(
    `${merchantApiV1}/${officePaths.transactions}`,
    withContract({
      ...ownerCall,
      summary: 'The store\u2019s paid and cash orders per local day, with refunds and VAT per rate',
      description:
        `${ownerCall.description} Every transaction of the range (at most ${maxReportDays} days), oldest first; ` +
        `a day of more than ${largestDayOfTransactions} transactions, which no store has, answers 400 naming ` +
        'from rather than list part of it.',
      query: reportRangeQuerySchema,
      response: transactionsResponseSchema,
    }),
    async (request) => {
      const owner = await requireOwner(request, context.sessions);
      const { from, to } = parseQuery(reportRangeQuerySchema, request.query);
      const { placed, refunds, currency } = await ordersOf(orders, owner, from, to);
      const days = transactionDays(placed, from, to, owner.storeTimeZone, refunds);
      const busy = dayOfMoreTransactions(days, largestDayOfTransactions);
      if (busy !== undefined) {
        throw fieldError('from', text('money.dayTooBusy', { date: busy.date, max: largestDayOfTransactions }));
      }
      return checkResponse(transactionsResponseSchema, {
        from,
        to,
        time_zone: owner.storeTimeZone,
        currency,
        days: days.map((day) => ({
          date: day.date,
          net: day.net,
          refunds: day.refunds,
          vat: day.vat.map(vatDto),
          transactions: day.transactions.map((transaction) => ({
            short_order_id: transaction.shortOrderId,
            placed_at: new Date(transaction.placedAt).toISOString(),
            payment_method: transaction.paymentMethod,
            paid: transaction.paid,
            refund: transaction.refund,
            amount: transaction.amount,
            vat: transaction.vat.map(vatDto),
          })),
        })),
      });
    },
  );

  app.get(
    `${merchantApiV1}/${officePaths.profitAndLoss}`,
    withContract({
      ...ownerCall,
      summary: 'The store\u2019s revenue, VAT, discounts, tips, delivery fees and refunds per local day or month',
      description: `${ownerCall.description} One row per day or month of the range, at most ${maxReportDays} days.`,
      query: pnlQuerySchema,
      response: pnlResponseSchema,
    }),
    async (request) => {
      const owner = await requireOwner(request, context.sessions);
      const { from, to, by } = parseQuery(pnlQuerySchema, request.query);
      const { placed, refunds, currency } = await ordersOf(orders, owner, from, to);
      const rows = profitAndLoss(placed, from, to, owner.storeTimeZone, by, refunds);
      return checkResponse(pnlResponseSchema, {
        from,
        to,
        by,
        currency,
        rows: rows.map((row) => ({ period: row.period, ...figuresDto(row) })),
        totals: figuresDto(pnlTotals(rows)),
      });
    },
  );
}
