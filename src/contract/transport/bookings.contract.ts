import { boundedList, count, queryInt } from '../common/fields';
import * as z from 'zod/mini';
import { rideSchema } from './ride.contract';

/** The browser keeps at most 72 rides in "My Bookings"; one page can hold them all. */
export const largestBookingsPage = 72;

/** Query of GET /api/v1/zapp_go/bookings. */
export const bookingsQuerySchema = z.object({
  page: z._default(queryInt(1, 100_000), 1),
  per_page: z._default(queryInt(1, largestBookingsPage), 24),
});

/** The signed-in transport account's rides, newest first, at most largestBookingsPage of them a page. */
export const bookingsResponseSchema = z.object({
  bookings: boundedList(rideSchema, largestBookingsPage),
  pagination: z.object({
    page: count(),
    per_page: count(),
    total_items: count(),
    total_pages: count(),
  }),
});

export type BookingsQuery = z.input<typeof bookingsQuerySchema>;
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;
