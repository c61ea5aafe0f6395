import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pageCount, pageSizes } from '@/domain/catalogue/paging';
import { ErrorMessage } from '../../components/error-message';
import { useScrollRestoration } from '../../components/navigation/scroll-restoration';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { Pager } from '../../components/pager/pager';
import { useErrorText } from '../../format/use-error-text';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';
import { useAlive } from '../../startup/use-alive';
import { useLiveCart } from '../../store/cart/use-live-cart';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  productsNeeded,
  selectProductListing,
  selectStoreHeader,
  storeNeeded,
} from '../../store/products/products.slice';
import { CartConflictDialog } from '../../components/catalogue/cart-conflict-dialog';
import { CartStorageNotice } from '../../components/catalogue/cart-storage-notice';
import { ChipSwiper } from './category-chips';
import { SecondaryButton } from '../../components/buttons';
import { CheckoutBar } from '../../components/catalogue/checkout-bar';
import { listingPath, type ListingPlace } from '../../components/catalogue/listing-path';
import {
  everyId,
  firstId,
  selectionForCategory,
  selectionForFirst,
  subCategoriesOf,
} from '../../components/catalogue/listing-selection';
import { Grid, ProductGrid } from './product-grid';
import { ProductSkeleton } from './product-skeleton';
import { StoreHeader } from './store-header';
import { ChipRowPlaceholder, StoreHeaderPlaceholder } from './store-header-placeholder';
import { useListingPlace } from './use-listing-place';
import { KitchenBanner } from './variants/kitchen-banner';
import { PickupLocationsFooter } from './variants/pickup-locations-footer';
import { useVenueTextKey } from '../../components/venue/venue-texts';

const Centred = styled.p`
  text-align: center;
`;

const CentredError = styled(ErrorMessage)`
  text-align: center;
`;

const SearchOpener = styled(SecondaryButton)`
  display: block;
  margin: ${({ theme }) => theme.spacing(1)} 0 ${({ theme }) => theme.spacing(2)} auto;
`;

/** The store's search row: its code comes when the customer opens it, never with the list. */
const StoreProductSearch = lazyWithTexts(
  () => import(/* webpackChunkName: "store-product-search" */ './search/store-product-search'),
);

/** How far a category change scrolls, so the chips and the first products are in view. */
const categoryScrollTop = 350;

function scrollTo(top: number, behavior: ScrollBehavior): void {
  if (typeof window.scrollTo === 'function') window.scrollTo({ top, behavior });
}

/** A store's products: its header, the category and sub-category chips, the product grid and its pager. */
export function ProductListingPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const tradeTypeId = useTradeTypeId();
  const { place, page } = useListingPlace();
  const storeHeader = useAppSelector(selectStoreHeader);
  const listing = useAppSelector(selectProductListing);
  const venueKey = useVenueTextKey();
  const [searchOpen, setSearchOpen] = useState(false);
  // The opener is drawn by the server with the list: until the page is alive a press would be lost, so it says so.
  const alive = useAlive();
  // The catalogue's texts come in the screens' language: a switch of language asks for them again.
  const language = i18n.resolvedLanguage;
  useLiveCart();

  const { storeQueryId, categoryId, subCategoryId } = place;
  const categories = storeHeader.storeQueryId === storeQueryId ? (storeHeader.data?.categories ?? []) : [];
  const menuKnown = storeHeader.storeQueryId === storeQueryId && storeHeader.status === 'succeeded';
  const asksForFirst = categoryId === firstId || subCategoryId === firstId;
  // The header's and the chips' place is held until the store is in, so the products below do not move.
  const storeLoading =
    storeHeader.status !== 'failed' && !(storeHeader.data && storeHeader.storeQueryId === storeQueryId);

  useEffect(() => {
    dispatch(storeNeeded(storeQueryId));
  }, [dispatch, storeQueryId, language]);

  const goTo = (next: ListingPlace, nextPage: number, replace = false) =>
    void navigate(listingPath(next, nextPage, tradeTypeId), { replace });

  useEffect(() => {
    if (!asksForFirst || !menuKnown) return;
    const first = selectionForFirst(categories, place);
    if (first) goTo({ ...place, ...first }, 1, true);
    // goTo and place are rebuilt each render; the route's own parts are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asksForFirst, menuKnown, categories, storeQueryId, categoryId, subCategoryId]);

  useEffect(() => {
    if (asksForFirst) return;
    dispatch(productsNeeded({ storeQueryId, categoryId, subCategoryId, page }));
  }, [dispatch, asksForFirst, storeQueryId, categoryId, subCategoryId, page, language]);

  const subCategories = subCategoriesOf(categories, categoryId);
  const products = listing.data?.products ?? [];
  const loading = asksForFirst || listing.status === 'pending' || listing.status === 'idle';
  useScrollRestoration(!loading);

  const listingView = (
    <>
      {loading ? (
        <Grid aria-busy="true">
          <ProductSkeleton />
        </Grid>
      ) : null}
      {!loading && listing.status === 'failed' && listing.error ? (
        <ErrorMessage>{errorText(listing.error)}</ErrorMessage>
      ) : null}
      {!loading && listing.status === 'succeeded' && products.length === 0 ? (
        <Centred>{t('catalog.listing.empty')}</Centred>
      ) : null}
      {!loading && products.length > 0 ? (
        <ProductGrid products={products} categories={categories} place={place} page={page} />
      ) : null}
      {!loading ? (
        <Pager
          page={page}
          pageCount={pageCount(listing.data?.totalProducts ?? 0, pageSizes.products)}
          onPageChange={(next) => {
            goTo(place, next);
            scrollTo(0, 'auto');
          }}
        />
      ) : null}
    </>
  );

  return (
    <>
      {storeHeader.data && storeHeader.storeQueryId === storeQueryId ? (
        <>
          <StoreHeader store={storeHeader.data.store} />
          <KitchenBanner store={storeHeader.data.store} />
        </>
      ) : null}
      {storeLoading ? (
        <>
          <StoreHeaderPlaceholder />
          <ChipRowPlaceholder aria-hidden="true" />
        </>
      ) : null}
      {storeHeader.status === 'failed' && storeHeader.error ? (
        <CentredError>{errorText(storeHeader.error)}</CentredError>
      ) : null}
      {categories.length > 1 ? (
        <ChipSwiper
          label={t(venueKey('catalog.listing.categories'))}
          options={[
            { id: everyId, label: t('catalog.listing.all') },
            ...categories.map((category) => ({ id: category.id, label: category.name })),
          ]}
          selectedId={categoryId}
          onSelect={(id) => {
            goTo({ ...place, ...selectionForCategory(categories, id) }, 1);
            scrollTo(categoryScrollTop, 'smooth');
          }}
        />
      ) : null}
      {subCategories.length > 1 ? (
        <ChipSwiper
          label={t('catalog.listing.subCategories')}
          options={subCategories.map((sub) => ({ id: sub.id, label: sub.name }))}
          selectedId={subCategoryId}
          onSelect={(id) => goTo({ ...place, subCategoryId: id }, 1)}
        />
      ) : null}
      {searchOpen ? (
        <Suspense fallback={listingView}>
          {/* A new category or sub-category clears the searched products (spec §4): the row starts afresh. */}
          <StoreProductSearch key={`${categoryId}/${subCategoryId}`} place={place} onClose={() => setSearchOpen(false)}>
            {listingView}
          </StoreProductSearch>
        </Suspense>
      ) : (
        <>
          <SearchOpener type="button" disabled={!alive} onClick={() => setSearchOpen(true)}>
            {t('catalog.search.open')}
          </SearchOpener>
          {listingView}
        </>
      )}
      {storeHeader.data && storeHeader.storeQueryId === storeQueryId ? (
        <PickupLocationsFooter store={storeHeader.data.store} />
      ) : null}
      <CheckoutBar />
      <CartConflictDialog />
      <CartStorageNotice />
    </>
  );
}
