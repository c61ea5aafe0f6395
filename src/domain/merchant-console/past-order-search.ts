import { isCalendarDate } from './local-time';
import type { StoreOrder } from './store-order';

/** The orders on one page of the past-orders view. */
export const pastOrdersPerPage = 25;

/** What the staff type to find a past order: any of its code, its customer's phone and its day. */
export interface PastOrderSearchInput {
  readonly code: string;
  readonly phone: string;
  /** YYYY-MM-DD, a day in the store's time zone, as a date field gives it; empty for any day. */
  readonly date: string;
}

/** The search as sent: the keys given, trimmed; an empty search lists every order. */
export interface PastOrderSearch {
  readonly code?: string;
  readonly phone?: string;
  readonly date?: string;
}

export type PastOrderSearchProblem = 'NOT_A_CODE' | 'NOT_A_PHONE' | 'NOT_A_DATE';

export type PastOrderSearchReading =
  | { readonly ok: true; readonly search: PastOrderSearch }
  | {
      readonly ok: false;
      readonly problems: Partial<Record<keyof PastOrderSearchInput, PastOrderSearchProblem>>;
    };

/** One page of the orders found, newest first. */
export interface PastOrdersPage {
  readonly orders: readonly StoreOrder[];
  readonly page: number;
  readonly pages: number;
  readonly total: number;
}

/**
 * The search form read: a code of letters and digits (a leading # allowed, as receipts print it), a phone of at
 * least three digits, a real date.
 */
export function readPastOrderSearch(input: PastOrderSearchInput): PastOrderSearchReading {
  const problems: Partial<Record<keyof PastOrderSearchInput, PastOrderSearchProblem>> = {};
  const code = input.code.trim().replace(/^#\s*/, '');
  const phone = input.phone.trim();
  const date = input.date.trim();
  if (code !== '' && !/^[0-9A-Za-z]{1,20}$/.test(code)) problems.code = 'NOT_A_CODE';
  if (phone !== '' && (!/^[\d\s+()-]{1,25}$/.test(phone) || phone.replace(/\D/g, '').length < 3)) {
    problems.phone = 'NOT_A_PHONE';
  }
  if (date !== '' && !isCalendarDate(date)) problems.date = 'NOT_A_DATE';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    search: {
      ...(code === '' ? {} : { code: code.toUpperCase() }),
      ...(phone === '' ? {} : { phone }),
      ...(date === '' ? {} : { date }),
    },
  };
}
