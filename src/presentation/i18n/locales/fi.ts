/**
 * The fi texts of every screen but the first (those are in ./fi-first-screen.ts), merged; loaded as chunk
 * `translations-fi` right after the first screen, and before any other screen renders (see ../i18n.ts).
 * Each file owns its own top-level keys, so merging is a spread.
 */
import fiAccounts from './fi/accounts.json';
import fiCart from './fi/cart.json';
import fiOrders from './fi/orders.json';
import fiTracking from './fi/tracking.json';
import fiPayments from './fi/payments.json';
import fiPaymentsFlow from './fi/payments-flow.json';
import fiPricing from './fi/pricing.json';
import fiCatalog from './fi/catalog.json';
import fiAddresses from './fi/addresses.json';
import fiCheckout from './fi/checkout.json';
import fiVersion from './fi/version.json';
import fiOffline from './fi/offline.json';
import fiPartners from './fi/partners.json';
import fiInfoPages from './fi/info-pages.json';
import fiArena from './fi/arena.json';
import fiSwipe from './fi/swipe.json';

export const translations = {
  ...fiAccounts,
  ...fiCart,
  ...fiOrders,
  ...fiTracking,
  ...fiPayments,
  ...fiPaymentsFlow,
  ...fiPricing,
  ...fiCatalog,
  ...fiAddresses,
  ...fiCheckout,
  ...fiVersion,
  ...fiOffline,
  ...fiPartners,
  ...fiInfoPages,
  ...fiArena,
  ...fiSwipe,
};
