import {
  readPastOrderSearch,
  type PastOrderSearchInput,
  type PastOrderSearchReading,
  type PastOrdersPage,
} from '@/domain/merchant-console/past-order-search';
import type { MerchantConsoleGateway } from '../ports/merchant-console-gateway.port';

export type PastOrdersOutcome =
  | { readonly ok: true; readonly found: PastOrdersPage }
  /** Not sent: what the form shows beside the fields. */
  | Extract<PastOrderSearchReading, { ok: false }>;

/**
 * The staff look a past order up by its code, its customer's phone or its day, a page (from 1) at a time; the form
 * is read by the domain's rule first and only a valid search is sent.
 * @throws AppError when the service cannot be reached or fails.
 */
export type FindPastOrders = (input: PastOrderSearchInput, page: number) => Promise<PastOrdersOutcome>;

export function createFindPastOrders(deps: { gateway: Pick<MerchantConsoleGateway, 'pastOrders'> }): FindPastOrders {
  return async (input, page) => {
    const reading = readPastOrderSearch(input);
    if (!reading.ok) return reading;
    return { ok: true, found: await deps.gateway.pastOrders(reading.search, page) };
  };
}
