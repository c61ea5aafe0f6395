import * as z from 'zod/mini';
import { isCalendarDate } from '@/domain/merchant-console/local-time';

// What the server checks of the owner's money pages' queries; apart from the answers, which the browser reads.

/** YYYY-MM-DD. */
const localDateLength = 10;

const localDate = () =>
  z.string().check(z.maxLength(localDateLength), z.refine(isCalendarDate, { message: 'Enter a date as YYYY-MM-DD' }));

/** Query of the owner's money pages: the store's local dates from and to, both included (at most 366 days). */
export const reportRangeQuerySchema = z.object({ from: localDate(), to: localDate() });

/** Query of GET /merchant/v1/pnl: the range, by day or by month. */
export const pnlQuerySchema = z.object({
  from: localDate(),
  to: localDate(),
  by: z._default(z.enum(['day', 'month']), 'day'),
});
