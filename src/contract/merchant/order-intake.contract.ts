import * as z from 'zod/mini';
import { largestOrderCap } from '@/domain/catalogue/order-intake';
import { orderIntakeHoldSchema } from '../catalogue/companies.contract';
import { isoDateTime } from '../common/fields';

/** The longest pause the console sets for a time: a day; longer is "until I resume". */
export const longestPauseMinutes = 1_440;

/** Body of PUT /merchant/v1/store/order_intake/pause: minutes from now, or null until the staff resume. */
export const orderPauseBodySchema = z.object({
  minutes: z.nullable(z.int().check(z.minimum(1), z.maximum(longestPauseMinutes))),
});

/** Body of PUT /merchant/v1/store/order_intake/cap: the most orders in any 15 minutes; 0 for no cap. */
export const orderCapBodySchema = z.object({
  orders_per_quarter_hour: z.int().check(z.minimum(0), z.maximum(largestOrderCap)),
});

/** How the store's kitchen is slowed, as the console shows it. */
export const orderIntakeResponseSchema = z.object({
  intake: z.object({
    /** Paused until then; null when not paused for a time (or the pause is over). */
    paused_until: z.nullable(isoDateTime()),
    paused_until_resumed: z.boolean(),
    /** null for no cap. */
    orders_per_quarter_hour: z.nullable(z.int().check(z.minimum(1), z.maximum(largestOrderCap))),
    /** Absent while the store takes new orders. */
    hold: z.optional(orderIntakeHoldSchema),
  }),
});

export type OrderPauseBody = z.infer<typeof orderPauseBodySchema>;
export type OrderCapBody = z.infer<typeof orderCapBodySchema>;
export type OrderIntakeResponse = z.infer<typeof orderIntakeResponseSchema>;
