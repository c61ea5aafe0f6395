import { Route, Routes, useLocation } from 'react-router-dom';
import type { BrowseStores, BrowseStoresRequest } from '@/application/catalogue/browse-stores.use-case';
import type { SearchStores, SearchStoresRequest } from '@/application/catalogue/search-stores.use-case';
import type { StorePage } from '@/domain/catalogue/store';
import { StoreListingPage, type StoreListingPageProps } from '@/presentation/pages/store-listing/store-listing-page';

/** Shows where the router is, so a test can read the address the page navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The listing at / and /products, anything else shows only the address it landed on. */
export function ListingRoutes(props: StoreListingPageProps = {}) {
  return (
    <>
      <Routes>
        <Route path="/" element={<StoreListingPage {...props} />} />
        <Route path="/products" element={<StoreListingPage {...props} />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>
  );
}

export function browseStoresAnswering(answer: (request: BrowseStoresRequest) => Promise<StorePage>) {
  const requests: BrowseStoresRequest[] = [];
  const browse: BrowseStores = (request) => {
    requests.push(request);
    return answer(request);
  };
  return { browse, requests };
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export function searchStoresAnswering(answer: (request: SearchStoresRequest) => Promise<StorePage>) {
  const requests: SearchStoresRequest[] = [];
  const search: SearchStores = (request) => {
    requests.push(request);
    return answer(request);
  };
  return { search, requests };
}
