import { createContext, use, useContext, type ReactNode } from 'react';
import type { DependencyResolver, FeatureToken, LoadFeature, Token } from '@/application/tokens';

const DependencyContext = createContext<DependencyResolver | null>(null);

export function DependencyProvider(props: { resolver: DependencyResolver; children: ReactNode }) {
  return <DependencyContext.Provider value={props.resolver}>{props.children}</DependencyContext.Provider>;
}

/** A dependency for a component; the composition root decides which implementation. */
export function useDependency<T>(token: Token<T>): T {
  const resolver = useContext(DependencyContext);
  if (!resolver) throw new Error('useDependency needs a DependencyProvider above it');
  return resolver.resolve(token);
}

/** The way to load a feature, for an effect that starts something once the feature's code is there. */
export function useFeatureLoader<F>(token: FeatureToken<F>): LoadFeature<F> {
  return useDependency(token);
}

/**
 * A feature whose use cases a component calls as it renders: the component suspends (the nearest Suspense
 * shows its fallback) until the feature's code has loaded, and renders with it from then on.
 */
export function useFeature<F>(token: FeatureToken<F>): F {
  return use(useFeatureLoader(token)());
}
