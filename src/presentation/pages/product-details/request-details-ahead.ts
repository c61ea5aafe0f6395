import { matchPath } from 'react-router-dom';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import type { AppStore } from '../../store/app-store';

/** The details page's route, as the app's routes declare it. */
const productDetailsRoute =
  '/products/details/:storeQueryId/:categoryId/:subCategoryId/:industryId/:productQueryId/:page';

/**
 * When the address is a product's details page, asks for the product at once and fetches the page's code beside
 * it: the catalogue needs no session, so the request travels beside the sign-in instead of after it, and on the
 * server the page is drawn with the product in it. Answers the request on its way, or null for any other address.
 */
export function requestDetailsAhead(
  store: AppStore,
  config: StorefrontConfig,
  location: Pick<Location, 'pathname'>,
): Promise<unknown> | null {
  if (config.siteDisabled || config.transportMode) return null;
  const productQueryId = matchPath(productDetailsRoute, location.pathname)?.params.productQueryId;
  if (!productQueryId) return null;
  // The page's code, which the router would ask for only after the sign-in.
  void import(/* webpackChunkName: "page-product-details" */ './product-details-page').catch(() => undefined);
  return import(/* webpackChunkName: "product-list-ahead" */ '../../store/products/products.slice').then(
    ({ detailRequestedAhead }) => store.dispatch(detailRequestedAhead(productQueryId)),
    // The page asks for itself when it shows, as it does without this head start.
    () => undefined,
  );
}
