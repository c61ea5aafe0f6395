import { createContext, use, useContext, type ReactNode } from 'react';
import type { DependencyResolver, LoadedOnUse, Token } from '@/application/tokens';

const DependencyContext = createContext<DependencyResolver | null>(null);

export function DependencyProvider(props: { resolver: DependencyResolver; children: ReactNode }) {
  return <DependencyContext.Provider value={props.resolver}>{props.children}</DependencyContext.Provider>;
}

/** A use case or port for a component; the composition root decides which implementation. */
export function useDependency<T>(token: Token<T>): T {
  const resolver = useContext(DependencyContext);
  if (!resolver) throw new Error('useDependency needs a DependencyProvider above it');
  return resolver.resolve(token);
}

/**
 * A use case whose code loads when first used, once it is there: the component suspends (the nearest
 * Suspense shows its fallback) until then, and renders with it from then on.
 */
export function useLoadedDependency<T>(token: Token<LoadedOnUse<T>>): T {
  return use(useDependency(token)());
}
