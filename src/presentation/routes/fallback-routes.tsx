import { Route, Routes } from 'react-router-dom';
import { lazyWithTexts } from '../i18n/lazy-with-texts';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { OrderShortAddress } from './order-short-address';
import { orderShortAddressRoute } from './order-short-address-route';

/*
 * Each prototype screen is a chunk of its own (the two design-block pages share one: the category page is the
 * same blocks for one category), with its texts in both languages: opened by few, they cost the first screen
 * nothing but their chunk's number and hash in the entry's map (lazy chunks are named by number).
 */
const DesignsPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "prototype-designs" */ '../pages/prototypes/designs/designs-page').then((module) => ({
    default: module.DesignsPage,
  })),
);
const DesignsCategoryPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "prototype-designs" */ '../pages/prototypes/designs/designs-category-page').then(
    (module) => ({ default: module.DesignsCategoryPage }),
  ),
);
const CheckoutPrototypePage = lazyWithTexts(() =>
  import(/* webpackChunkName: "prototype-checkout" */ '../pages/prototypes/checkout/checkout-prototype-page').then(
    (module) => ({ default: module.CheckoutPrototypePage }),
  ),
);
const ReviewOrderPage = lazyWithTexts(() =>
  import(/* webpackChunkName: "prototype-review-order" */ '../pages/prototypes/checkout/review-order-page').then(
    (module) => ({
      default: module.ReviewOrderPage,
    }),
  ),
);
const MerchantWizardPage = lazyWithTexts(() =>
  import(
    /* webpackChunkName: "prototype-merchant-wizard" */ '../pages/prototypes/merchant-wizard/merchant-wizard-page'
  ).then((module) => ({ default: module.MerchantWizardPage })),
);

/**
 * Every address the main route table does not name: the routes few visitors take, kept out of the first
 * screen's bundle (the main table holds each of its routes in the first download), and "Page not found".
 */
export function FallbackRoutes() {
  return (
    <Routes>
      <Route path="zapp-test-designs" element={<DesignsPage />} />
      <Route path="zapp-test-designs-category" element={<DesignsCategoryPage />} />
      <Route path="checkout" element={<CheckoutPrototypePage />} />
      <Route path="review-order" element={<ReviewOrderPage />} />
      <Route path="merchant-wizard" element={<MerchantWizardPage />} />
      <Route path={orderShortAddressRoute} element={<OrderShortAddress />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
