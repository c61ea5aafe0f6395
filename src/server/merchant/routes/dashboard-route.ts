import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { dashboardResponseSchema } from '@/contract/merchant/dashboard.contract';
import { officePaths } from '@/contract/merchant/office-paths';
import { instantsAround, localDate } from '@/domain/merchant-console/local-time';
import { dayFigures } from '@/domain/merchant-console/store-figures';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import type { OfficeOrderReader } from '../store/office-order-reader';
import { requireStaff } from './staff-guard';

/** GET /merchant/v1/dashboard: today's orders by status, revenue, preparation time and hours of the store. */
export function registerDashboardRoute(
  app: FastifyInstance,
  context: MerchantContext,
  orders: OfficeOrderReader,
): void {
  app.get(
    `${merchantApiV1}/${officePaths.dashboard}`,
    withContract({
      summary: 'Today\u2019s figures of the staff member\u2019s store',
      description: 'The day is the store\u2019s local day; only the store\u2019s own orders count.',
      tags: ['merchant'],
      session: true,
      response: dashboardResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const now = context.clock();
      const today = localDate(now, member.storeTimeZone);
      const { from, to } = instantsAround(today, today);
      const [placed, currency] = await Promise.all([
        orders.placedBetween(member.companyId, from, to),
        orders.currencyOf(member.companyId),
      ]);
      const figures = dayFigures(placed, now, member.storeTimeZone);
      return checkResponse(dashboardResponseSchema, {
        date: figures.date,
        time_zone: member.storeTimeZone,
        currency,
        orders: figures.orders,
        by_status: [...figures.byStatus],
        revenue: figures.revenue,
        unpaid: figures.unpaid,
        average_preparation_minutes: figures.averagePreparationMinutes,
        hours: [...figures.hours],
      });
    },
  );
}
