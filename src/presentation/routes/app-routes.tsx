import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppShell } from '../components/app-shell';

// One chunk per screen, named so the bundle budget can find what `/` loads.
const StoreListingPage = lazy(() =>
  import(/* webpackChunkName: "page-store-listing" */ '../pages/store-listing/store-listing-page').then((module) => ({
    default: module.StoreListingPage,
  })),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<StoreListingPage />} />
        <Route path="products" element={<StoreListingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
