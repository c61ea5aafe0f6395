import { boundedList, count, money, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { knownOrderStatuses } from '@/domain/orders/order-status';
import { orderStatusSchema } from '../orders/order-status.contract';

/** Orders are counted per local hour of the day, 0 to 23: one entry per hour at most. */
const hoursOfDay = 24;

/** Answer of GET /merchant/v1/dashboard (staff and owners): today's figures of the store, in its time zone. */
export const dashboardResponseSchema = z.object({
  /** The store's local date, YYYY-MM-DD. */
  date: nonEmptyText(10),
  time_zone: nonEmptyText(100),
  currency: nonEmptyText(10),
  orders: count(),
  /** One entry per status: at most as many as there are statuses. */
  by_status: boundedList(z.object({ status: orderStatusSchema, count: count() }), knownOrderStatuses.length),
  /** What today's orders that were not cancelled come to, in minor units. */
  revenue: money(),
  /** Of the revenue, what is not paid yet: cash orders whose cash the staff have not received. */
  unpaid: money(),
  /** From placing to dispatching, in whole minutes on average; null before the first dispatch of the day. */
  average_preparation_minutes: z.nullable(count()),
  /** Orders placed in each local hour that had any, by hour. */
  hours: boundedList(z.object({ hour: z.int().check(z.minimum(0), z.maximum(23)), orders: count() }), hoursOfDay),
});

export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
