import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { DependencyResolver, Token } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { createI18n, type Language } from '@/presentation/i18n/i18n';
import { createAppStore } from '@/presentation/store/app-store';
import { StorefrontRoot } from '@/presentation/storefront-root';

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

export function testConfig(overrides: Record<string, unknown> = {}): StorefrontConfig {
  const result = parseStorefrontConfig(overrides);
  if (!result.ok) throw new Error(`bad test config: ${JSON.stringify(result.problems)}`);
  return result.config;
}

export interface RenderOptions {
  readonly resolver: DependencyResolver;
  readonly route?: string;
  readonly language?: Language;
  readonly config?: StorefrontConfig;
}

/** Renders a screen with the real store, translations and theme, and fake use cases. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions) {
  const i18n = await createI18n({ language: options.language ?? 'en' });
  const store = createAppStore(options.resolver);
  const view = render(
    <StorefrontRoot config={options.config ?? testConfig()} i18n={i18n} store={store} resolver={options.resolver}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </StorefrontRoot>,
  );
  return { ...view, store, i18n };
}
