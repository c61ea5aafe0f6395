/**
 * The en texts of every screen but the first (those are in ./en-first-screen.ts), merged; loaded as chunk
 * `translations-en` right after the first screen, and before any other screen renders (see ../i18n.ts).
 * Each file owns its own top-level keys, so merging is a spread.
 */
import enAccounts from './en/accounts.json';
import enCart from './en/cart.json';
import enOrders from './en/orders.json';
import enTracking from './en/tracking.json';
import enPayments from './en/payments.json';
import enPaymentsFlow from './en/payments-flow.json';
import enPricing from './en/pricing.json';
import enCatalog from './en/catalog.json';
import enAddresses from './en/addresses.json';
import enCheckout from './en/checkout.json';
import enVersion from './en/version.json';
import enOffline from './en/offline.json';
import enPartners from './en/partners.json';
import enInfoPages from './en/info-pages.json';
import enArena from './en/arena.json';
import enSwipe from './en/swipe.json';

export const translations = {
  ...enAccounts,
  ...enCart,
  ...enOrders,
  ...enTracking,
  ...enPayments,
  ...enPaymentsFlow,
  ...enPricing,
  ...enCatalog,
  ...enAddresses,
  ...enCheckout,
  ...enVersion,
  ...enOffline,
  ...enPartners,
  ...enInfoPages,
  ...enArena,
  ...enSwipe,
};
