import { featureTokens, type DependencyResolver, type FeatureToken } from '@/application/tokens';
import { matchPath } from 'react-router-dom';
import { requestSessionScreenAhead, sessionScreenPaths } from '@/presentation/routes/request-session-screen-ahead';
import { testConfig } from '../support/render-with-providers';

/** A resolver that notes which features were asked for, and whether the cart was read. */
function notingResolver() {
  const asked: string[] = [];
  const names = new Map<symbol, string>(Object.entries(featureTokens).map(([name, token]) => [token, name]));
  const resolver: DependencyResolver = {
    resolve: () => {
      throw new Error('not used ahead');
    },
    feature: <F,>(key: FeatureToken<F>) => {
      asked.push(names.get(key) ?? 'unknown');
      const feature = { viewCart: () => Promise.resolve(asked.push('cart read')) };
      return Promise.resolve(feature as unknown as F);
    },
  };
  return { asked, resolver };
}

describe("A session screen's code and first needs, asked for at start-up beside the sign-in", () => {
  it.each([
    ['/checkout/cart-summary', ['cart', 'checkout', 'catalogue', 'cart read']],
    ['/checkout/cart-summary-confirmation', ['cart', 'checkout', 'catalogue', 'cart read']],
    ['/checkout/payment-success/inv_1', ['orders', 'realtime']],
    // An order's short address (its QR code) replaces itself with the confirmation at once.
    ['/o/inv_1', ['orders', 'realtime']],
    ['/order/history', ['orders']],
  ])('on %s asks for %j', async (pathname, expected) => {
    const { asked, resolver } = notingResolver();
    expect(requestSessionScreenAhead(resolver, testConfig(), { pathname })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...asked].sort()).toEqual([...expected].sort());
  });

  it.each([
    ['a screen that is not a session screen', '/products', {}],
    ['transport mode', '/order/history', { transportMode: true }],
    ['a site switched off', '/checkout/cart-summary', { siteDisabled: true }],
  ])('asks for nothing on %s', async (_case, pathname, config) => {
    const { asked, resolver } = notingResolver();
    expect(requestSessionScreenAhead(resolver, testConfig(config), { pathname })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
  });

  it("leaves an order's short address out of the screens the server draws a frame for: the browser shows another", () => {
    expect(sessionScreenPaths.some((path) => matchPath(path, '/o/inv_1') !== null)).toBe(false);
    expect(sessionScreenPaths.some((path) => matchPath(path, '/checkout/payment-success/inv_1') !== null)).toBe(true);
  });
});
