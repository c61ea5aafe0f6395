import { Container } from 'inversify';
import { resolverOver, type DependencyResolver } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { buildAnswers, type BuiltAnswer } from './features/feature-binding';
import { firstScreenFeatures } from './features/first-screen-features';
import { laterFeatures } from './features/later-features';
import { buildSharedPorts, type SharedPorts } from './features/shared-ports';

/**
 * The registry's container (./registry.ts): every feature, bound by walking the feature modules' bindings. The
 * first screen's answers come built, the very instances the screens already hold; every other feature is built on
 * its first use over the same shared ports (./features/shared-ports.ts). In the browser this module and inversify
 * are a chunk of their own; the reference server's first-screen drawing builds one whole.
 */
export function buildContainer(
  config: StorefrontConfig,
  shared: SharedPorts = buildSharedPorts(config),
  firstScreen: readonly BuiltAnswer[] = buildAnswers(firstScreenFeatures, shared, config),
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const { token, answer } of firstScreen) container.bind(token).toConstantValue(answer);
  for (const { token, build } of laterFeatures) container.bind(token).toDynamicValue(() => build(shared, config));
  return container;
}

export function resolverFor(container: Container): DependencyResolver {
  return resolverOver((token) => container.get(token));
}
