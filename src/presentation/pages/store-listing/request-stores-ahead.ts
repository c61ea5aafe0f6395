import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { appPaths, listingRedirect } from '../../components/navigation/app-paths';
import type { AppStore } from '../../store/app-store';
import { storesRequestedAhead } from '../../store/stores/stores.slice';
import { storesRequestFor } from './stores-request';
import { readListingParams } from './use-listing-params';

const listingPaths = new Set(['/', appPaths.stores]);

/**
 * When the address is the store listing's, starts its stores request at once: the catalogue needs no session,
 * so the stores travel beside the sign-in instead of after it, and the listing shows them when it is drawn.
 * No address is chosen yet at start-up; choosing one later asks again, as it always did.
 * Answers the request on its way (the server's renderer waits for it), or null when the address is not the listing's.
 */
export function requestStoresAhead(
  store: AppStore,
  config: StorefrontConfig,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<unknown> | null {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (config.siteDisabled || !listingPaths.has(path)) return null;
  const params = readListingParams(new URLSearchParams(location.search), config.defaultIndustryId);
  if (listingRedirect(config, params.tradeTypeId) !== null) return null;
  return store.dispatch(storesRequestedAhead(storesRequestFor(params, null)));
}
