import {
  featureTokens,
  resolverOver,
  type DependencyResolver,
  type LoadFeature,
  type Token,
} from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';
import { buildAfterFirstScreenWiring } from './after-first-screen-wiring';
import { buildFirstScreenWiring } from './first-screen-wiring';
import { loadOnce } from './load-once';

const lazyFeatures: ReadonlySet<symbol> = new Set(Object.values(featureTokens));

/**
 * What the browser's screens resolve their features from. The first screen's features and what it starts once it
 * is in are at hand (first-screen-wiring.ts, after-first-screen-wiring.ts); every other feature's answer waits for
 * the container, a chunk of its own fetched with the first such feature (the cart summary, an account or order
 * screen), and then for the feature's own chunk. The same promise on every call, as a screen that
 * waits for it with React's use() needs.
 */
export function appResolver(config: StorefrontConfig): DependencyResolver {
  const firstScreen = buildFirstScreenWiring(config);
  const afterFirstScreen = buildAfterFirstScreenWiring(config, firstScreen);
  const container = loadOnce(async () => {
    const { buildContainer } = await import(/* webpackChunkName: "container" */ './container');
    return buildContainer(config, firstScreen, afterFirstScreen);
  });
  const answers = new Map<symbol, unknown>([
    [featureTokens.session, loadOnce(async () => firstScreen.session)],
    [featureTokens.catalogue, loadOnce(async () => firstScreen.catalogue)],
    [featureTokens.cart, firstScreen.cart],
    [interactiveMapToken, firstScreen.interactiveMap],
    [featureTokens.version, afterFirstScreen.version],
    [featureTokens.realtime, afterFirstScreen.realtime],
    [featureTokens.addresses, afterFirstScreen.addresses],
  ]);
  function resolve<T>(token: Token<T>): T {
    if (answers.has(token)) return answers.get(token) as T;
    if (!lazyFeatures.has(token)) throw new Error(`Nothing answers ${token.description ?? 'this token'}`);
    const load: LoadFeature<unknown> = loadOnce(async () => (await container()).get<LoadFeature<unknown>>(token)());
    answers.set(token, load);
    return load as T;
  }
  return resolverOver(resolve);
}
