import { matchPath } from 'react-router-dom';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { positiveIntParam } from '../../components/navigation/query-params';
import type { AppStore } from '../../store/app-store';
import { everyId, firstId } from '../../components/catalogue/listing-selection';

/** The product list's route, as the app's routes declare it. */
const productListRoute = '/products/product-list/:storeQueryId/:categoryId/:subCategoryId/:industryId';

/**
 * When the address is a store's product list, starts its store and products requests at once, and fetches the
 * list's code beside them: the catalogue needs no session, so they travel beside the sign-in instead of after it,
 * and the list shows their answers when it is drawn. The products slice stays out of the first download. A list
 * that names no category yet ("-1": the first one, once the menu is known) is left to ask for itself.
 * Answers the requests on their way (the server's renderer waits for them), or null when there are none.
 */
export function requestListingAhead(
  store: AppStore,
  config: StorefrontConfig,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<unknown> | null {
  if (config.siteDisabled || config.transportMode) return null;
  const match = matchPath(productListRoute, location.pathname);
  if (!match) return null;
  const { storeQueryId = '', categoryId = everyId, subCategoryId = everyId } = match.params;
  if (categoryId === firstId || subCategoryId === firstId) return null;
  const page = positiveIntParam(new URLSearchParams(location.search).get('page'), 1);
  // The list's code, which the router would ask for only after the sign-in.
  void import(/* webpackChunkName: "page-product-listing" */ './product-listing-page').catch(() => undefined);
  // The requests from a small chunk of their own, so they (and the catalogue's adapter they load) need not wait
  // for the list's code to arrive and run.
  return import(/* webpackChunkName: "product-list-ahead" */ '../../store/products/products.slice').then(
    ({ listingRequestedAhead }) =>
      store.dispatch(listingRequestedAhead(storeQueryId, { storeQueryId, categoryId, subCategoryId, page })),
    // The list asks for itself when it shows, as it does without this head start.
    () => undefined,
  );
}

/** Brings the product list's state in (its slice joins the store when its module loads), for a page that carries it. */
export function loadListingState(): Promise<unknown> {
  return import(/* webpackChunkName: "product-list-ahead" */ '../../store/products/products.slice');
}
