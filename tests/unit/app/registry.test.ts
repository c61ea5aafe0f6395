import type { Container } from 'inversify';
import { appRegistry } from '@/app/registry';
import * as ContainerModule from '@/app/container';
import { featureTokens, type Token } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';

const built: Container[] = [];
jest.mock('@/app/container', () => {
  const actual: typeof ContainerModule = jest.requireActual('@/app/container');
  return {
    ...actual,
    buildContainer: (...args: Parameters<typeof actual.buildContainer>) => {
      const container = actual.buildContainer(...args);
      built.push(container);
      return container;
    },
  };
});

function config() {
  const parsed = parseStorefrontConfig({});
  if (!parsed.ok) throw new Error('the empty configuration must be valid');
  return parsed.config;
}

describe("the browser's registry: the first screen without the container, the rest through it", () => {
  beforeEach(() => {
    built.length = 0;
  });

  it('answers the browsing screens and what the first screen starts once in without building the container', async () => {
    const resolver = appRegistry(config());
    const catalogue = await resolver.feature(featureTokens.catalogue);
    const session = await resolver.feature(featureTokens.session);
    const version = await resolver.feature(featureTokens.version);
    const addresses = await resolver.feature(featureTokens.addresses);
    const cart = await resolver.feature(featureTokens.cart);
    expect(typeof catalogue.browseStores).toBe('function');
    expect(typeof session.startSession).toBe('function');
    expect(typeof version.checkForNewVersionWhenDue).toBe('function');
    expect(typeof addresses.pickAddressOnMap).toBe('function');
    expect(typeof cart.addToCart).toBe('function');
    // No maps key: the static map, answered at once.
    expect(resolver.resolve(interactiveMapToken)).toBeNull();
    expect(built).toHaveLength(0);
  });

  it('builds the container once, on the first other feature, over the very instances the first screen runs on', async () => {
    const resolver = appRegistry(config());
    const session = await resolver.feature(featureTokens.session);
    const [checkout, accounts] = await Promise.all([
      resolver.feature(featureTokens.checkout),
      resolver.feature(featureTokens.accounts),
    ]);
    expect(typeof checkout.reviewOrderSummary).toBe('function');
    expect(typeof accounts.signUp.submitMobileNumber).toBe('function');
    expect(built).toHaveLength(1);
    const container = built[0];
    if (!container) throw new Error('no container was built');
    const bound = ContainerModule.resolverFor(container);
    await expect(bound.feature(featureTokens.session)).resolves.toBe(session);
    await expect(bound.feature(featureTokens.catalogue)).resolves.toBe(await resolver.feature(featureTokens.catalogue));
    await expect(bound.feature(featureTokens.cart)).resolves.toBe(await resolver.feature(featureTokens.cart));
  });

  it('answers the same promise of a feature on every call, as a screen waiting with use() needs', () => {
    const resolver = appRegistry(config());
    const orders = resolver.resolve(featureTokens.orders);
    expect(resolver.resolve(featureTokens.orders)).toBe(orders);
    expect(orders()).toBe(orders());
    expect(resolver.feature(featureTokens.session)).toBe(resolver.feature(featureTokens.session));
  });

  it('refuses a token nothing binds instead of answering a loader for it', () => {
    const unknown = Symbol('Unbound') as Token<string>;
    expect(() => appRegistry(config()).resolve(unknown)).toThrow('Nothing answers Unbound');
  });
});
