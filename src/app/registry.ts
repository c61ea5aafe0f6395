import { featureTokens, resolverOver, type DependencyResolver, type LoadFeature } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { buildAnswers } from './features/feature-binding';
import { firstScreenFeatures } from './features/first-screen-features';
import { buildSharedPorts, type SharedPortsOptions } from './features/shared-ports';
import { loadOnce } from './load-once';

/**
 * The one registry every screen resolves its features from. Its container is inversify's (./container.ts), a
 * chunk of its own fetched with the first feature the first screen does not bind (the cart summary, an account or
 * order screen): the first screen's features (./features/first-screen-features.ts) are answered from their
 * bindings until then, and given to the container, the same instances, when it arrives. Every other feature's
 * answer waits for the container and then for the feature's own chunk. The same answer on every call, as a
 * screen that waits for a feature with React's use() needs.
 */
export function appRegistry(config: StorefrontConfig, options: SharedPortsOptions = {}): DependencyResolver {
  const shared = buildSharedPorts(config, options);
  const firstScreen = buildAnswers(firstScreenFeatures, shared, config);
  const container = loadOnce(async () => {
    const { buildContainer } = await import(/* webpackChunkName: "container" */ './container');
    return buildContainer(config, shared, firstScreen);
  });
  const answers = [...firstScreen];
  for (const token of Object.values(featureTokens)) {
    if (!answers.some((bound) => bound.token === token))
      answers.push({ token, answer: loadOnce(async () => (await container()).get<LoadFeature<unknown>>(token)()) });
  }
  return resolverOver((token) => {
    const bound = answers.find((answer) => answer.token === token);
    if (!bound) throw new Error(`Nothing answers ${token.description ?? 'this token'}`);
    return bound.answer as never;
  });
}
