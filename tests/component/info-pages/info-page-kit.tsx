import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import type { Language } from '@/presentation/i18n/i18n';
import { appInfoRequested } from '@/presentation/store/app-info/app-info.slice';
import { appInfoResolver } from '../navigation/navigation-test-kit';
import { renderWithProviders, testConfig } from '../support/render-with-providers';

export interface InfoPageOptions {
  readonly config?: Record<string, unknown>;
  readonly language?: Language;
  /** The deployed version the footer would have read; null: meta.json unreachable. */
  readonly version?: string | null;
  /** Loads the app info as the footer does on every screen. */
  readonly loadAppInfo?: boolean;
}

/** An information page on its own, with the real store, translations and a configuration of the test's choice. */
export async function renderInfoPage(ui: ReactElement, options: InfoPageOptions = {}) {
  const config: StorefrontConfig = testConfig({ brandName: 'Helsinki Eats', ...options.config });
  const view = await renderWithProviders(ui, {
    resolver: appInfoResolver(options.version ?? null),
    config,
    language: options.language ?? 'en',
  });
  if (options.loadAppInfo) {
    await act(async () => {
      await view.store.dispatch(appInfoRequested());
    });
  }
  return view;
}
