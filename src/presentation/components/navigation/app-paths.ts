import type { StorefrontConfig } from '@/config/storefront-config.schema';

/** The retail trade type of the reference server; /home and the bottom navigation fall back to it. */
export const retailTradeTypeId = 1;

/** The spec's single-merchant mode puts industry 3 in the product-list path. */
export const singleMerchantIndustryId = 3;

export const transportStartPath = '/transport/transport-start-journey';

export const appPaths = {
  stores: '/products',
  orderHistory: '/order/history',
  aboutUs: '/about-us',
} as const;

/** A path with `?trade_type_id=` when a trade type is known. */
export function withTradeType(path: string, tradeTypeId: number | undefined): string {
  return tradeTypeId === undefined ? path : `${path}?trade_type_id=${tradeTypeId}`;
}

/** A store's products, every category and sub-category. */
export function productListPath(storeQueryId: string, industryId: number, tradeTypeId: number | undefined): string {
  return withTradeType(`/products/product-list/${encodeURIComponent(storeQueryId)}/ALL/ALL/${industryId}`, tradeTypeId);
}

type ModeConfig = Pick<StorefrontConfig, 'transportMode' | 'singleMerchantQueryId'>;

/**
 * Where a mode sends a customer who asks for the store listing: transport mode has no stores to list and a
 * single-merchant host has only one. Null when the listing itself is the answer.
 */
export function listingRedirect(config: ModeConfig, tradeTypeId: number | undefined): string | null {
  if (config.transportMode) return transportStartPath;
  if (config.singleMerchantQueryId !== null) {
    return productListPath(config.singleMerchantQueryId, singleMerchantIndustryId, tradeTypeId);
  }
  return null;
}

/** The spec's /home: the mode's own start page, otherwise the listing of the trade type. */
export function homeDestination(config: ModeConfig, tradeTypeId: number | undefined): string {
  return listingRedirect(config, tradeTypeId) ?? withTradeType(appPaths.stores, tradeTypeId ?? retailTradeTypeId);
}
