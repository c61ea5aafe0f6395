import type { Coordinates } from '@/domain/catalogue/store';
import type { StoresRequest } from '../../store/stores/stores.slice';
import type { ListingParams } from './use-listing-params';

/**
 * The stores request of the listing's parameters and the delivery address; the listing and the request sent
 * ahead of it build it here, so the listing recognises the one sent ahead.
 */
export function storesRequestFor(params: ListingParams, near: Coordinates | null): StoresRequest {
  const { industryId, page, tradeTypeId, search } = params;
  return {
    industryId,
    page,
    ...(near ? { near: { lat: near.lat, long: near.long } } : {}),
    ...(tradeTypeId !== undefined ? { tradeTypeId } : {}),
    ...(search !== '' ? { search } : {}),
  };
}
