import type { FeatureToken, LoadFeature, Token } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { loadOnce } from '../load-once';
import type { SharedPorts } from './shared-ports';

/** How a feature's module builds its answer: its own adapters over the shared ports, for the configuration. */
export type Build<T> = (shared: SharedPorts, config: StorefrontConfig) => T;

/** One entry of the registry (../registry.ts): the token a screen asks for, and how its answer is built. */
export interface FeatureBinding<T = unknown> {
  readonly token: Token<T>;
  readonly build: Build<T>;
}

/** A binding's answer, built once: what the registry hands out and the container is given as it is. */
export interface BuiltAnswer {
  readonly token: symbol;
  readonly answer: unknown;
}

/** A feature's module: it exports `buildFeature`, called on the feature's first use. */
export interface FeatureModule<F> {
  readonly buildFeature: Build<F | Promise<F>>;
}

/**
 * A feature built on its first use from its module, usually a chunk of its own. `alongside` starts loading the
 * shared ports the feature waits for at the same time as the module, instead of after it.
 */
export function lazyFeature<F>(
  token: FeatureToken<F>,
  module: () => Promise<FeatureModule<F>>,
  alongside?: (shared: SharedPorts) => Promise<unknown>,
): FeatureBinding<LoadFeature<F>> {
  return {
    token,
    build: (shared, config) =>
      loadOnce(async () => (await Promise.all([module(), alongside?.(shared)]))[0].buildFeature(shared, config)),
  };
}

export function buildAnswers(
  bindings: readonly FeatureBinding[],
  shared: SharedPorts,
  config: StorefrontConfig,
): BuiltAnswer[] {
  return bindings.map(({ token, build }) => ({ token, answer: build(shared, config) }));
}
