import { tradeTypeParam } from '../navigation/query-params';
import type { ListingSelection } from './listing-selection';

export interface ListingPlace extends ListingSelection {
  readonly storeQueryId: string;
  readonly industryId: string;
}

/** The product list's address; page 1 is left out, and trade_type_id travels along when known. */
export function listingPath(place: ListingPlace, page: number, tradeTypeId: number | undefined): string {
  const path = ['/products/product-list', place.storeQueryId, place.categoryId, place.subCategoryId, place.industryId]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
  const query = new URLSearchParams();
  if (tradeTypeId !== undefined) query.set(tradeTypeParam, String(tradeTypeId));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** The details page of a product with choices, remembering the list page to come back to. */
export function detailsPath(place: ListingPlace, productQueryId: string, page: number): string {
  return ['/products/details', place.storeQueryId, place.categoryId, place.subCategoryId, place.industryId]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .concat([encodeURIComponent(productQueryId), String(page)])
    .join('/');
}

export const cartSummaryPath = '/checkout/cart-summary';
