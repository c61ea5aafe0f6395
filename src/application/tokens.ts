import type { BrowseStores } from './catalog/browse-stores.use-case';
import type { StoreCatalog } from './ports/store-catalog.port';

/**
 * A dependency-injection key that remembers the type it stands for,
 * so `resolve(token)` is typed without casts at the call site.
 */
export type Token<T> = symbol & { readonly __type?: T };

function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/** The use cases the presentation layer may ask for. Ports are bound in the composition root only. */
export const useCaseTokens = {
  browseStores: token<BrowseStores>('BrowseStores'),
} as const;

/** The ports the use cases need; only the composition root binds them. */
export const portTokens = {
  storeCatalog: token<StoreCatalog>('StoreCatalog'),
} as const;

/** Anything that hands out a dependency for a token: the container in the app, a map of fakes in tests. */
export interface DependencyResolver {
  resolve<T>(key: Token<T>): T;
}
