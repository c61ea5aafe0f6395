import type { DependencyResolver, Token } from '@/application/tokens';

/** A resolver over a plain map of fakes: tests swap one use case or port at a time. */
export function fakeResolver(bindings: ReadonlyArray<readonly [Token<unknown>, unknown]>): DependencyResolver {
  const map = new Map<symbol, unknown>(bindings);
  return {
    resolve<T>(key: Token<T>): T {
      if (!map.has(key)) throw new Error(`No fake bound for ${key.description ?? 'a token'}`);
      return map.get(key) as T;
    },
  };
}
