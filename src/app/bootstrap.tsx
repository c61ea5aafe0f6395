import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createI18n, loadLaterTexts } from '@/presentation/i18n/i18n';
import { ConfigErrorPage } from '@/presentation/pages/config-error/config-error-page';
import { AppRoutes } from '@/presentation/routes/app-routes';
import { requestListingAhead } from '@/presentation/pages/product-listing/request-listing-ahead';
import { requestStoresAhead } from '@/presentation/pages/store-listing/request-stores-ahead';
import { createAppStore } from '@/presentation/store/app-store';
import { StorefrontRoot } from '@/presentation/storefront-root';
import { Startup } from '@/presentation/startup/startup';
import { whenBrowserIdle } from '@/presentation/startup/when-browser-idle';
import { I18nextProvider } from 'react-i18next';
import { buildContainer, resolverFor } from './container';
import { loadConfig } from './load-config';

/** Starts the storefront: configuration, translations, container, store, then React. */
export async function bootstrap(rootElement: HTMLElement): Promise<void> {
  const [loaded, i18n] = await Promise.all([loadConfig('/config.json'), createI18n({ deferLaterTexts: true })]);
  document.documentElement.lang = i18n.resolvedLanguage ?? 'fi';
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const root = createRoot(rootElement);
  if (!loaded.ok) {
    console.error('Storefront configuration problem', loaded);
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorPage
          {...('problems' in loaded ? { problems: loaded.problems } : { unreadable: loaded.unreadable })}
        />
      </I18nextProvider>,
    );
    return;
  }
  document.title = loaded.config.brandName;
  const resolver = resolverFor(buildContainer(loaded.config));
  const store = createAppStore(resolver);
  requestStoresAhead(store, loaded.config, window.location);
  requestListingAhead(store, loaded.config, window.location);
  // A transition renders in slices that yield to the browser, instead of one long task before the first paint.
  startTransition(() =>
    root.render(
      <StrictMode>
        <StorefrontRoot config={loaded.config} i18n={i18n} store={store} resolver={resolver}>
          <BrowserRouter>
            <Startup>
              <AppRoutes />
            </Startup>
          </BrowserRouter>
        </StorefrontRoot>
      </StrictMode>,
    ),
  );
  // Every other screen's texts once the first screen is in; a screen opened before that asks for them itself.
  whenBrowserIdle(() => void loadLaterTexts());
}
