import { StrictMode, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { featureTokens, type DependencyResolver } from '@/application/tokens';
import { createI18n } from '@/presentation/i18n/i18n';
import { AppRoutes, requestScreenCodeAhead } from '@/presentation/routes/app-routes';
import { requestSessionScreenAhead, sessionScreenPaths } from '@/presentation/routes/request-session-screen-ahead';
import { requestDetailsAhead } from '@/presentation/pages/product-details/request-details-ahead';
import { loadListingState, requestListingAhead } from '@/presentation/pages/product-listing/request-listing-ahead';
import { requestStoresAhead } from '@/presentation/pages/store-listing/request-stores-ahead';
import { createAppStore, type AppStore } from '@/presentation/store/app-store';
import { selectSignedIn, sessionStartRequested } from '@/presentation/store/session/session.slice';
import { StorefrontRoot } from '@/presentation/storefront-root';
import { Startup } from '@/presentation/startup/startup';
import { I18nextProvider } from 'react-i18next';
import { appRegistry } from './registry';
import { deliveredFirstScreen } from './delivered-first-screen';
import { loadConfig } from './load-config';
import { nextTask } from './next-task';

/**
 * Signs the visitor in before the server's first screen comes alive (a visitor who kept a session, or a screen of
 * the session's own), and says whether the visitor is a guest: the server drew the screen as a guest sees it.
 */
async function signedInAsGuest(store: AppStore): Promise<boolean> {
  await store.dispatch(sessionStartRequested());
  return selectSignedIn(store.getState())?.kind === 'anonymous';
}

/**
 * Whether a screen the server drew may come alive before the visitor's sign-in: a public catalogue screen (not one
 * whose content is the session's) for a first-time visitor, who will be signed in as a new guest, as the server drew
 * it. A visitor who kept a session is signed in first (no request: the kept session is the answer), to be shown as
 * who they are.
 */
async function aliveBeforeSignIn(resolver: DependencyResolver, path: string): Promise<boolean> {
  if (sessionScreenPaths.some((pattern) => matchPath(pattern, path))) return false;
  const { keptSession } = await resolver.feature(featureTokens.session);
  return (await keptSession().catch(() => null)) === null;
}

/**
 * Starts the storefront: configuration, translations, the first screen's features, store, then React. When the
 * server drew the first screen into the page, React takes that screen over (hydrates it) instead of drawing it
 * again: before the sign-in for a first-time visitor on a public screen, otherwise once the visitor is signed in as
 * a guest; in any other language than the one it was drawn in, for a signed-in customer, or when the sign-in
 * fails, React draws the page itself over it, as it does on a page that came without one.
 */
export async function bootstrap(rootElement: HTMLElement): Promise<void> {
  const delivered = deliveredFirstScreen(rootElement);
  // The texts' set-up first (it starts their download), then the configuration's check in a task of its own: the
  // two in one task made one of the start-up's longest.
  const texts = createI18n({ deferLaterTexts: true });
  await nextTask();
  const [loaded, i18n] = await Promise.all([loadConfig('/config.json'), texts]);
  document.documentElement.lang = i18n.resolvedLanguage ?? 'fi';
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  if (!loaded.ok) {
    console.error('Storefront configuration problem', loaded);
    // Its own chunk: no visit to a working storefront downloads it.
    const { ConfigErrorPage } = await import(
      /* webpackChunkName: "config-error" */ '@/presentation/pages/config-error/config-error-page'
    );
    createRoot(rootElement).render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorPage
          {...('problems' in loaded ? { problems: loaded.problems } : { unreadable: loaded.unreadable })}
        />
      </I18nextProvider>,
    );
    return;
  }
  document.title = loaded.config.brandName;
  // A language the host does not offer (asked for by ?lng= or kept from another host) gives way to the host's first.
  const offered: readonly string[] = loaded.config.languages;
  if (!offered.includes(i18n.resolvedLanguage ?? '')) await i18n.changeLanguage(loaded.config.languages[0]);
  // Short tasks between the start-up steps (the page may already be on screen, drawn by the server).
  // A product list's or a product's state joins the store with its module, which must be in before the store takes the page's state.
  if (delivered?.state.products) await loadListingState().catch(() => undefined);
  await nextTask();
  const resolver = appRegistry(loaded.config);
  const store = createAppStore(resolver, delivered?.state);
  requestSessionScreenAhead(resolver, loaded.config, window.location);
  await nextTask();
  const app = (drawnScreenPath?: string) => (
    <StrictMode>
      <StorefrontRoot config={loaded.config} i18n={i18n} store={store} resolver={resolver}>
        <BrowserRouter>
          <Startup {...(drawnScreenPath !== undefined ? { drawnScreenPath } : {})}>
            <AppRoutes />
          </Startup>
        </BrowserRouter>
      </StorefrontRoot>
    </StrictMode>
  );
  const path = window.location.pathname;
  // A screen whose code cannot load is the screen's to show when it renders.
  const screenCode = requestScreenCodeAhead(path).catch(() => undefined);
  // A transition hydrates in slices that yield to the browser, instead of one long task.
  const hydrate = (element: ReactElement) => startTransition(() => void hydrateRoot(rootElement, element));
  const sameLanguage = delivered !== null && delivered.language === i18n.resolvedLanguage;
  if (sameLanguage && (await aliveBeforeSignIn(resolver, path))) {
    await screenCode;
    hydrate(app(path));
  } else if (sameLanguage && (await Promise.all([signedInAsGuest(store), screenCode]))[0]) {
    hydrate(app());
  } else {
    if (delivered === null) {
      requestStoresAhead(store, loaded.config, window.location);
      requestListingAhead(store, loaded.config, window.location);
      requestDetailsAhead(store, loaded.config, window.location);
    }
    const root = createRoot(rootElement);
    // A transition renders in slices that yield to the browser, instead of one long task before the first paint.
    startTransition(() => root.render(app()));
  }
}
