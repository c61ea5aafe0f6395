/**
 * Every en locale file merged into one resource; loaded on its own (chunk `locale-en`) only when en is the language.
 * Each file owns its own top-level keys, so merging is a spread.
 */
import enCommon from './en/common.json';
import enAccounts from './en/accounts.json';
import enCart from './en/cart.json';
import enOrders from './en/orders.json';
import enTracking from './en/tracking.json';
import enPayments from './en/payments.json';
import enPaymentsFlow from './en/payments-flow.json';
import enPricing from './en/pricing.json';
import enStores from './en/stores.json';
import enNavigation from './en/navigation.json';
import enCatalog from './en/catalog.json';
import enSession from './en/session.json';
import enAddresses from './en/addresses.json';
import enCheckout from './en/checkout.json';
import enVersion from './en/version.json';
import enPartners from './en/partners.json';
import enInfoPages from './en/info-pages.json';
import enArena from './en/arena.json';
import enFlags from './en/flags.json';

export const translations = {
  ...enCommon,
  ...enAccounts,
  ...enCart,
  ...enOrders,
  ...enTracking,
  ...enPayments,
  ...enPaymentsFlow,
  ...enPricing,
  ...enStores,
  ...enNavigation,
  ...enCatalog,
  ...enSession,
  ...enAddresses,
  ...enCheckout,
  ...enVersion,
  ...enPartners,
  ...enInfoPages,
  ...enArena,
  ...enFlags,
};
