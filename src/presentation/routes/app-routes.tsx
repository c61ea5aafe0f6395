import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { AppShell } from '../components/app-shell';
import { lazyFirstScreen, lazyWithTexts } from '../i18n/lazy-with-texts';
import { consoleRoutes } from './console-routes';
import { useOpenAddresses } from '../pages/addresses/use-open-addresses';
import { useStorefrontConfig } from '../config/config-context';
import { cartSummaryScreen, orderConfirmationScreen, orderHistoryScreen } from './session-screens-code';

// One chunk per screen, named so the bundle budget can find what `/` loads; every screen but the first also
// waits for the texts loaded after the first screen.
const StoreListingPage = lazyFirstScreen(() =>
  import(/* webpackChunkName: "page-store-listing" */ '../pages/store-listing/store-listing-page').then((module) => ({
    default: module.StoreListingPage,
  })),
);
const HomePage = lazyWithTexts(() =>
  import(/* webpackChunkName: "page-home" */ '../pages/home/home-page').then((module) => ({
    default: module.HomePage,
  })),
);
const StoreEntryPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "page-product-listing" */ '../pages/product-listing/store-entry-page').then((module) => ({
    default: module.StoreEntryPage,
  })),
);
const ProductListingPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "page-product-listing" */ '../pages/product-listing/product-listing-page').then(
    (module) => ({ default: module.ProductListingPage }),
  ),
);
const ProductDetailsPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "page-product-details" */ '../pages/product-details/product-details-page').then(
    (module) => ({ default: module.ProductDetailsPage }),
  ),
);
const OrderConfirmationPage = lazyWithTexts(() =>
  orderConfirmationScreen().then((module) => ({ default: module.OrderConfirmationPage })),
);
const OrderHistoryPage = lazyWithTexts(() =>
  orderHistoryScreen().then((module) => ({ default: module.OrderHistoryPage })),
);
const CartSummaryPage = lazyWithTexts(() =>
  cartSummaryScreen().then((module) => ({ default: module.CartSummaryPage })),
);
const SignUpPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "accounts" */ '../pages/accounts/sign-up-page').then((module) => ({
    default: module.SignUpPage,
  })),
);
const ForgotPinPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "accounts" */ '../pages/accounts/forgot-pin-page').then((module) => ({
    default: module.ForgotPinPage,
  })),
);
const BankPaymentReturnPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "page-bank-payment-return" */ '../pages/payments/bank-payment-return-page').then(
    (module) => ({ default: module.BankPaymentReturnPage }),
  ),
);
// Every information page comes from the one "info-pages" chunk.
const infoPages = () => import(/* webpackChunkName: "info-pages" */ '../pages/info-pages/info-pages');
const AboutUsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.AboutUsPage })));
const CareersPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.CareersPage })));
const NewsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.NewsPage })));
const FaqsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.FaqsPage })));
const ContactPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.ContactPage })));
const PrivacyPolicyPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.PrivacyPolicyPage })));
const CookiesPolicyPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.CookiesPolicyPage })));
const TermsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.TermsPage })));
const ArenaTermsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.ArenaTermsPage })));
// The rider and merchant pages share one chunk with their application forms.
const partnerPages = () => import(/* webpackChunkName: "partner-pages" */ '../pages/partners/partner-pages');
const RidersPage = lazyWithTexts(() => partnerPages().then((module) => ({ default: module.RidersPage })));
const MerchantsPage = lazyWithTexts(() => partnerPages().then((module) => ({ default: module.MerchantsPage })));
// Transport mode's route table comes with its screens, in their own chunk: a storefront never downloads it (its
// default export spares every storefront's download the renaming a named one needs).
const TransportRoutes = lazyWithTexts(() => import(/* webpackChunkName: "transport-pages" */ './transport-routes'));
// The merchant console is one chunk of its own, outside the shop's frame.
const MerchantConsoleRoute = lazyWithTexts(
  () => import(/* webpackChunkName: "console" */ '../pages/merchant-console/merchant-console-pages'),
);
// One element serves every console route and reads its page from the path; without a fallback, nothing shows for
// the moment the console's chunk loads.
const consoleElement = (
  <Suspense>
    <MerchantConsoleRoute />
  </Suspense>
);
// Any other address: the routes few visitors take, matched in the not-found page's chunk (see fallback-routes).
const FallbackRoutes = lazyWithTexts(() =>
  import(/* webpackChunkName: "page-not-found" */ './fallback-routes').then((module) => ({
    default: module.FallbackRoutes,
  })),
);

/** The screens the server draws, by route: their code is asked for before the browser takes the screen over. */
const drawnScreens: ReadonlyArray<readonly [string, { readonly preload: () => Promise<void> }]> = [
  ['/', StoreListingPage],
  ['/products', StoreListingPage],
  ['/products/product-list/:storeQueryId/:categoryId/:subCategoryId/:industryId', ProductListingPage],
  ['/products/details/:storeQueryId/:categoryId/:subCategoryId/:industryId/:productQueryId/:page', ProductDetailsPage],
  ['/checkout/cart-summary', CartSummaryPage],
  ['/checkout/payment-success/:invoiceQueryId', OrderConfirmationPage],
  ['/order/history', OrderHistoryPage],
];

/**
 * Asks for the code of the screen at the address, so that React takes over the server's drawing of it in one
 * pass once the visitor is signed in: the screen is alive in the same commit as the frame around it, and the
 * frame's own work (restoring the delivery address) starts after, not while the screen still waits for its code.
 */
export function requestScreenCodeAhead(pathname: string): Promise<void> {
  const screen = drawnScreens.find(([path]) => matchPath(path, pathname) !== null)?.[1];
  return screen ? screen.preload() : Promise.resolve();
}

export function AppRoutes() {
  const openAddressDialog = useOpenAddresses();
  // Transport mode has routes of its own; the storefront's lead to its start page.
  if (useStorefrontConfig().transportMode) {
    return (
      <Suspense fallback={null}>
        <TransportRoutes />
      </Suspense>
    );
  }
  return (
    <Routes>
      {consoleRoutes.map((path) => (
        <Route key={path} path={path} element={consoleElement} />
      ))}
      <Route element={<AppShell />}>
        <Route index element={<StoreListingPage onOpenAddresses={openAddressDialog} />} />
        <Route path="products" element={<StoreListingPage onOpenAddresses={openAddressDialog} />} />
        <Route path="home" element={<HomePage />} />
        <Route path="products/store/:storeQueryId/:industryId" element={<StoreEntryPage />} />
        <Route
          path="products/product-list/:storeQueryId/:categoryId/:subCategoryId/:industryId"
          element={<ProductListingPage />}
        />
        <Route
          path="products/details/:storeQueryId/:categoryId/:subCategoryId/:industryId/:productQueryId/:page"
          element={<ProductDetailsPage />}
        />
        <Route path="checkout/cart-summary" element={<CartSummaryPage />} />
        <Route path="checkout/cart-summary-confirmation" element={<CartSummaryPage variant="confirmation" />} />
        <Route path="checkout/payment-success/:invoiceQueryId" element={<OrderConfirmationPage />} />
        <Route path="order/history" element={<OrderHistoryPage />} />
        <Route path="signup/user" element={<SignUpPage />} />
        <Route path="forgot-pin" element={<ForgotPinPage />} />
        <Route path="user/soneri-payment/success/:invoiceQueryId/html" element={<BankPaymentReturnPage />} />
        <Route path="about-us" element={<AboutUsPage />} />
        <Route path="about" element={<AboutUsPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="faqs" element={<FaqsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="cookies-policy" element={<CookiesPolicyPage />} />
        <Route path="terms-and-conditions" element={<TermsPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="nokia-arena-terms-and-conditions" element={<ArenaTermsPage />} />
        <Route path="riders" element={<RidersPage />} />
        <Route path="merchants" element={<MerchantsPage />} />
        <Route path="*" element={<FallbackRoutes />} />
      </Route>
    </Routes>
  );
}
