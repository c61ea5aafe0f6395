import { createContext, useContext, type ReactNode } from 'react';
import type { DependencyResolver, Token } from '@/application/tokens';

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
