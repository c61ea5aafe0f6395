import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showsClosedStoresAlert } from '@/domain/catalogue/open-stores';
import { pageCount, pageSizes } from '@/domain/catalogue/paging';
import { listingRedirect, productListPath } from '../../components/navigation/app-paths';
import { ErrorMessage } from '../../components/error-message';
import { scrollWindowTo, useScrollRestoration } from '../../components/navigation/scroll-restoration';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { Pager } from '../../components/pager/pager';
import { useStorefrontConfig } from '../../config/config-context';
import { useErrorText } from '../../format/use-error-text';
import { useAlive } from '../../startup/use-alive';
import { lazyFirstScreen } from '../../i18n/lazy-with-texts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectDeliverTo, selectStoresState, storesNeeded, storesReset } from '../../store/stores/stores.slice';
import { ClosedStoresAlert } from './closed-stores-alert';
import { DeliverToChip } from './deliver-to-chip';
import { IndustryTabs, industryTabId, storesPanelId } from './industry-tabs';
import { StoreCard } from './store-card';
import { StoreSearch } from './store-search';
import { StoreSkeleton } from './store-skeleton';
import { storesRequestFor } from './stores-request';
import { useIndustryTabs } from './use-industry-tabs';
import { useListingParams } from './use-listing-params';

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  h1 {
    margin: 0;
  }
`;

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Status = styled.p`
  text-align: center;
`;

const doNothing = () => undefined;

// The cart's code (and its database's) comes in a chunk of its own, for a visitor who may have a cart.
const ListingCart = lazyFirstScreen(() => import(/* webpackChunkName: "listing-cart" */ './listing-cart'));

/** How many cards a phone shows before the customer scrolls (one card is about 300 px tall). */
const cardsOnFirstScreen = 2;

export interface StoreListingPageProps {
  /** Opens the address dialog from the "Deliver to" chip; the addresses screen plugs it in. */
  readonly onOpenAddresses?: () => void;
}

/** `/` and `/products`, unless the host's mode has a start page of its own. */
export function StoreListingPage(props: StoreListingPageProps) {
  const config = useStorefrontConfig();
  const redirect = listingRedirect(config, useTradeTypeId());
  if (redirect !== null) return <Navigate replace to={redirect} />;
  return <StoreListing onOpenAddresses={props.onOpenAddresses ?? doNothing} />;
}

function StoreListing(props: { onOpenAddresses: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const config = useStorefrontConfig();
  const errorText = useErrorText();
  const { params, showIndustry, showPage, showSearch } = useListingParams(config.defaultIndustryId);
  const { industryId, tradeTypeId, page, search } = params;
  const { status, stores, totalStores, error } = useAppSelector(selectStoresState);
  const deliverTo = useAppSelector(selectDeliverTo);
  const near = deliverTo?.coordinates ?? null;
  const lat = near?.lat;
  const long = near?.long;
  // The cart as the listing opens, for a visitor who kept a session (a first visit's guest, whose sign-in answered
  // whether an address is selected, has no cart yet and downloads no cart code) or whose cart is already loaded;
  // once the screen is alive, as the server drew it without one.
  const alive = useAlive();
  const mayHaveCart = useAppSelector(
    (state) =>
      state.cart?.loaded || (state.session.signedIn !== null && state.session.signedIn.addressSelected === undefined),
  );
  // The catalogue's texts come in the screens' language: a switch of language asks for them again.
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    const at = lat !== undefined && long !== undefined ? { lat, long } : null;
    void dispatch(storesNeeded(storesRequestFor({ industryId, page, tradeTypeId, search }, at)));
  }, [dispatch, industryId, page, tradeTypeId, lat, long, search, language]);

  function selectIndustry(next: number): void {
    dispatch(storesReset());
    showIndustry(next);
  }

  const industries = useIndustryTabs(industryId);
  const loading = status === 'pending' || status === 'idle';
  useScrollRestoration(!loading);
  // A search is answered by the server's search, in pages of its own size.
  const pageSize = search.trim() === '' ? pageSizes.stores : pageSizes.storeSearch;

  function turnPage(next: number): void {
    showPage(next);
    scrollWindowTo(0);
  }
  return (
    <>
      <TopBar>
        <h1>{t('storeListing.title')}</h1>
        <DeliverToChip deliverTo={deliverTo} onOpenAddresses={props.onOpenAddresses} />
      </TopBar>
      <IndustryTabs industries={industries} selected={industryId} onSelect={selectIndustry} />
      <div role="tabpanel" id={storesPanelId} aria-labelledby={industryTabId(industryId)}>
        <StoreSearch value={search} onSearch={showSearch} />
        {loading ? (
          <>
            <Status role="status">{t('storeListing.loading')}</Status>
            <Grid aria-busy="true">
              <StoreSkeleton />
            </Grid>
          </>
        ) : null}
        {status === 'failed' && error ? <ErrorMessage>{errorText(error)}</ErrorMessage> : null}
        {status === 'succeeded' && showsClosedStoresAlert(stores) ? <ClosedStoresAlert /> : null}
        {status === 'succeeded' && stores.length === 0 ? <Status>{t('storeListing.empty')}</Status> : null}
        {status === 'succeeded' && stores.length > 0 ? (
          <Grid aria-label={t('storeListing.title')}>
            {stores.map((store, index) => (
              <StoreCard
                key={store.queryId}
                store={store}
                to={productListPath(store.queryId, industryId, tradeTypeId)}
                customerAt={near}
                onFirstScreen={index < cardsOnFirstScreen}
              />
            ))}
          </Grid>
        ) : null}
        {status === 'succeeded' ? (
          <Pager page={page} pageCount={pageCount(totalStores, pageSize)} onPageChange={turnPage} />
        ) : null}
      </div>
      {alive && mayHaveCart ? (
        <Suspense fallback={null}>
          <ListingCart />
        </Suspense>
      ) : null}
    </>
  );
}
