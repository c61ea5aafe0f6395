/**
 * Every fi locale file merged into one resource; loaded on its own (chunk `locale-fi`) only when fi is the language.
 * Each file owns its own top-level keys, so merging is a spread.
 */
import fiCommon from './fi/common.json';
import fiAccounts from './fi/accounts.json';
import fiCart from './fi/cart.json';
import fiOrders from './fi/orders.json';
import fiTracking from './fi/tracking.json';
import fiPayments from './fi/payments.json';
import fiPaymentsFlow from './fi/payments-flow.json';
import fiPricing from './fi/pricing.json';
import fiStores from './fi/stores.json';
import fiNavigation from './fi/navigation.json';
import fiCatalog from './fi/catalog.json';
import fiSession from './fi/session.json';
import fiAddresses from './fi/addresses.json';
import fiCheckout from './fi/checkout.json';
import fiVersion from './fi/version.json';
import fiPartners from './fi/partners.json';
import fiInfoPages from './fi/info-pages.json';
import fiArena from './fi/arena.json';
import fiFlags from './fi/flags.json';

export const translations = {
  ...fiCommon,
  ...fiAccounts,
  ...fiCart,
  ...fiOrders,
  ...fiTracking,
  ...fiPayments,
  ...fiPaymentsFlow,
  ...fiPricing,
  ...fiStores,
  ...fiNavigation,
  ...fiCatalog,
  ...fiSession,
  ...fiAddresses,
  ...fiCheckout,
  ...fiVersion,
  ...fiPartners,
  ...fiInfoPages,
  ...fiArena,
  ...fiFlags,
};
