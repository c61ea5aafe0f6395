import { matchPath } from 'react-router-dom';
import { featureTokens, type DependencyResolver } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { loadLaterTexts } from '../i18n/i18n';
import { orderShortAddressRoute } from './order-short-address-route';
import { cartSummaryScreen, orderConfirmationScreen, orderHistoryScreen } from './session-screens-code';

interface SessionScreen {
  readonly paths: readonly string[];
  /**
   * Addresses that lead to the screen at once (they replace themselves with it): its code and needs are asked for
   * there too, but the server draws no frame for them, as the browser shows another address.
   */
  readonly ledToFrom?: readonly string[];
  readonly code: () => Promise<unknown>;
  /** What the screen asks for first once it shows, asked for now instead. */
  readonly firstNeeds: (resolver: DependencyResolver) => ReadonlyArray<Promise<unknown>>;
}

const sessionScreens: readonly SessionScreen[] = [
  {
    paths: ['/checkout/cart-summary', '/checkout/cart-summary-confirmation'],
    code: cartSummaryScreen,
    // The cart as saved in the browser (its storage's code with it), and the code that prices it and reads its store.
    firstNeeds: (resolver) => [
      resolver.feature(featureTokens.cart).then((cart) => cart.viewCart()),
      resolver.feature(featureTokens.checkout),
      resolver.feature(featureTokens.catalogue),
    ],
  },
  {
    paths: ['/checkout/payment-success/:invoiceQueryId'],
    // The order's short address, which its QR code holds.
    ledToFrom: [`/${orderShortAddressRoute}`],
    code: orderConfirmationScreen,
    firstNeeds: (resolver) => [resolver.feature(featureTokens.orders), resolver.feature(featureTokens.realtime)],
  },
  {
    paths: ['/order/history'],
    code: orderHistoryScreen,
    firstNeeds: (resolver) => [resolver.feature(featureTokens.orders)],
  },
];

/** The routes of the screens whose content belongs to the visitor's session (the server draws only their frame). */
export const sessionScreenPaths: readonly string[] = sessionScreens.flatMap((screen) => screen.paths);

/**
 * When the address is a session screen's, fetches its code, its texts and what it needs first at once, beside
 * the sign-in, instead of one after another once the screen shows (each step a round trip on a phone's network).
 * Nothing is shown from here: a failure is the screen's to show when it asks again. Answers whether it did.
 */
export function requestSessionScreenAhead(
  resolver: DependencyResolver,
  config: StorefrontConfig,
  location: Pick<Location, 'pathname'>,
): boolean {
  if (config.siteDisabled || config.transportMode) return false;
  const screen = sessionScreens.find((candidate) =>
    [...candidate.paths, ...(candidate.ledToFrom ?? [])].some((path) => matchPath(path, location.pathname) !== null),
  );
  if (!screen) return false;
  for (const started of [screen.code(), loadLaterTexts(), ...screen.firstNeeds(resolver)]) {
    void started.catch(() => undefined);
  }
  return true;
}
