import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { DependencyResolver } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { createI18n, type Language } from '@/presentation/i18n/i18n';
import { createAppStore, type AppStore } from '@/presentation/store/app-store';
import { StorefrontRoot } from '@/presentation/storefront-root';

export { fakeResolver } from '../../support/fake-resolver';

export function testConfig(overrides: Record<string, unknown> = {}): StorefrontConfig {
  const result = parseStorefrontConfig(overrides);
  if (!result.ok) throw new Error(`bad test config: ${JSON.stringify(result.problems)}`);
  return result.config;
}

export interface RenderOptions {
  readonly resolver: DependencyResolver;
  /** Where the page opens, with the navigation state a page hands the next one (e.g. the booking's). */
  readonly route?: string | { readonly pathname: string; readonly state: unknown };
  readonly language?: Language;
  readonly config?: StorefrontConfig;
  /** Loads only the first screen's texts, as the app does before its first render. */
  readonly deferLaterTexts?: boolean;
  /** Told every key a text was asked for and none was found, from the first render on. */
  readonly onMissingKey?: (key: string) => void;
  /** Runs on the store before the first render, as the app's start-up does (e.g. requests sent ahead). */
  readonly beforeFirstRender?: (store: AppStore) => void;
}

/** Renders a screen with the real store, translations and theme, and fake use cases. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions) {
  const i18n = await createI18n({
    language: options.language ?? 'en',
    ...(options.deferLaterTexts ? { deferLaterTexts: true } : {}),
  });
  const onMissingKey = options.onMissingKey;
  if (onMissingKey) {
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (_languages, _namespace, key) => onMissingKey(key);
  }
  const store = createAppStore(options.resolver);
  options.beforeFirstRender?.(store);
  const view = render(
    <StorefrontRoot config={options.config ?? testConfig()} i18n={i18n} store={store} resolver={options.resolver}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {/* As the app shell does around every screen: a screen may wait for code it loads when first used. */}
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </StorefrontRoot>,
  );
  return { ...view, store, i18n };
}
