import 'reflect-metadata';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { parseStorefrontConfig } from '@/config/parse-config';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { createI18n, supportedLanguages, type Language } from '@/presentation/i18n/i18n';
import { DrawnStaffSessionHintContext } from '@/presentation/pages/merchant-console/drawn-staff-session-hint';
import { requestDetailsAhead } from '@/presentation/pages/product-details/request-details-ahead';
import { requestListingAhead } from '@/presentation/pages/product-listing/request-listing-ahead';
import { requestStoresAhead } from '@/presentation/pages/store-listing/request-stores-ahead';
import { readListingParams } from '@/presentation/pages/store-listing/use-listing-params';
import { appPaths, listingRedirect } from '@/presentation/components/navigation/app-paths';
import { AppRoutes } from '@/presentation/routes/app-routes';
import { consoleRoutes } from '@/presentation/routes/console-routes';
import { DrawingOutcomeContext, type DrawingOutcome } from '@/presentation/routes/drawing-outcome';
import {
  drawnFormPagePaths,
  drawnPrototypePaths,
  drawnTextPagePaths,
  drawnTransportFormPaths,
  drawnTransportFramePaths,
  drawnTransportPagePaths,
} from '@/presentation/routes/drawn-text-pages';
import { sessionScreenPaths } from '@/presentation/routes/request-session-screen-ahead';
import { Startup } from '@/presentation/startup/startup';
import { createAppStore, type AppStore, type RootState } from '@/presentation/store/app-store';
import { StorefrontRoot } from '@/presentation/storefront-root';
import { buildContainer, resolverFor } from './container';
import { deliveredFirstScreenId, type DeliveredFirstScreen } from './delivered-first-screen';
import { buildSharedPorts } from './features/shared-ports';

/**
 * The first screen drawn on the reference server from the same components the browser runs, so a visitor sees
 * the stores before the scripts have arrived. Built on its own for Node (webpack.config.ts, dist-server/); the
 * server loads the built file when there is one, and any host serving dist/ as static files keeps working
 * without it. The store listing, a store's product list, a product's details and the pages of fixed text are drawn
 * here, the screens whose content needs no session, and only for a visitor with nothing to wait for first (no
 * splash); a session's screen is drawn as its frame; everything else answers null and the browser draws it as before.
 */
export interface FirstScreenRequest {
  /** The page's path and query, as the browser asked for it. */
  readonly url: string;
  /** config.json as served, not yet checked. */
  readonly config: unknown;
  /** The visitor's language as the server read it (`?lng=`, else the kept choice); the browser checks it is its own. */
  readonly language: string;
  /** Where the API answers from inside the server (its own address), for the catalogue's requests. */
  readonly apiOrigin: string;
  /**
   * The browser says it keeps a console staff session (its hint cookie): the console's frame is drawn, which the
   * browser fills in from the session it keeps; the session itself is never read here.
   */
  readonly staffSignedIn?: boolean;
}

export interface RenderedFirstScreen {
  readonly language: Language;
  /** What goes inside the page's root element. */
  readonly rootHtml: string;
  /** The screen's styles and the store's state the browser hydrates with, for the end of the head. */
  readonly headHtml: string;
  /** The pictures the screen shows first, for the start of the head: asked for before the scripts. */
  readonly preloadHtml: string;
  readonly title: string;
  /** The drawing is the whole page (a page of fixed text): the browser asks for the app's code once it is painted. */
  readonly complete: boolean;
  /** The address names no page: the drawing is "Page not found", answered as such (404). */
  readonly notFound: boolean;
}

/** The address only leads elsewhere (/home, an order's short address, transport mode's other paths). */
export interface FirstScreenRedirect {
  /** Where to, on this site: a path, with the query the visitor's language needs. */
  readonly redirectTo: string;
}

const isLanguage = (language: string): language is Language =>
  (supportedLanguages as readonly string[]).includes(language);

/** The API's base addresses made absolute against the server's own address; the browser keeps the served ones. */
function onServer(config: StorefrontConfig, apiOrigin: string): StorefrontConfig {
  const absolute = (base: string) => new URL(base, apiOrigin).toString().replace(/\/$/, '');
  return {
    ...config,
    api: {
      ...config.api,
      walletBaseUrl: absolute(config.api.walletBaseUrl),
      merchantBaseUrl: absolute(config.api.merchantBaseUrl),
    },
  };
}

/** JSON that is safe inside a script element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * `probe`: an address the lists above do not name, drawn to learn what it is. Only a page that is not found, or an
 * address that leads elsewhere, is answered from it; any other screen there is the browser's to draw.
 */
type Screen = 'stores' | 'products' | 'details' | 'frame' | 'text' | 'console-sign-in' | 'console-frame' | 'probe';

/**
 * The state the screen was drawn from, when its requests succeeded: the listing's stores, a store's products, or
 * a product. Asked by screen, not by which slices exist: the products' slice joins every later store once loaded.
 */
function drawnState(store: AppStore, screen: Screen): DeliveredFirstScreen['state'] | null {
  const { stores, products } = store.getState() as RootState;
  if (screen === 'stores') return stores.status === 'succeeded' ? { stores } : null;
  // Every screen but the catalogue's is drawn from the texts alone.
  if (!['stores', 'products', 'details'].includes(screen)) return {};
  if (screen === 'details') return products?.detail.status === 'succeeded' ? { products } : null;
  return products?.store.status === 'succeeded' && products.listing.status === 'succeeded' ? { products } : null;
}

/** The screen the address shows and its requests, started; null for an address the server leaves to the browser. */
function requestScreen(
  store: AppStore,
  config: StorefrontConfig,
  location: URL,
  staffSignedIn: boolean,
): { screen: Screen; requests: Promise<unknown> } | null {
  const drawnAs = (screen: 'text' | 'frame', paths: readonly string[]) =>
    paths.some((path) => matchPath(path, location.pathname)) ? { screen, requests: Promise.resolve() } : null;
  const drawnText = (paths: readonly string[]) => drawnAs('text', paths);
  const probe = { screen: 'probe' as const, requests: Promise.resolve() };
  // Transport mode has routes of its own: its pages of fixed text and its booking form (nothing of the rider's in
  // it, its controls disabled until the app is alive) are drawn whole, "My Bookings" as its frame (the rides are
  // the rider's own); its rides' own pages are the browser's. Every path outside /transport/ leads to its start,
  // which the probe finds out.
  if (config.transportMode) {
    return (
      drawnText([...drawnTransportPagePaths, ...drawnTransportFormPaths]) ??
      drawnAs('frame', drawnTransportFramePaths) ??
      (location.pathname.startsWith('/transport/') ? null : probe)
    );
  }
  const stores = requestStoresAhead(store, config, location);
  if (stores !== null) return { screen: 'stores', requests: stores };
  const products = requestListingAhead(store, config, location);
  if (products !== null) return { screen: 'products', requests: products };
  const details = requestDetailsAhead(store, config, location);
  if (details !== null) return { screen: 'details', requests: details };
  // A page of fixed text (information, FAQ, a prototype's sample): drawn whole, from the texts alone.
  const text = drawnText([...drawnTextPagePaths, ...drawnFormPagePaths, ...drawnPrototypePaths]);
  if (text !== null) return text;
  // A console route on a browser that keeps no staff session shows the sign-in, which needs nothing of anyone's;
  // on one that says it keeps one, the console's frame (header, navigation, the page's heading and place), which
  // holds nothing of the store's either: the browser fills it in once it has read its session.
  if (consoleRoutes.some((path) => matchPath(`/${path}`, location.pathname))) {
    return { screen: staffSignedIn ? 'console-frame' : 'console-sign-in', requests: Promise.resolve() };
  }
  // A screen whose content belongs to the visitor's session, which only the browser holds: the server draws its
  // frame (heading, navigation, the content's place while it loads) and the browser fills it in.
  if (sessionScreenPaths.some((path) => matchPath(path, location.pathname))) {
    return { screen: 'frame', requests: Promise.resolve() };
  }
  return probe;
}

/**
 * Where the host's mode sends a visitor who asks for the store listing (transport's start, a single merchant's
 * products), or null: answered as a redirect before anything is drawn, as the listing's screen would send them on.
 */
function listingLeadsTo(config: StorefrontConfig, location: URL): string | null {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (path !== '/' && path !== appPaths.stores) return null;
  return listingRedirect(config, readListingParams(location.searchParams, config.defaultIndustryId).tradeTypeId);
}

/**
 * A redirect's target, when it is a path of this site: never another origin, whatever a screen handed over. The
 * language asked for with `?lng=` is not carried in the address: the server keeps it in the language cookie on the
 * redirect itself, as the app's own navigation would have.
 */
function redirectTarget(to: string): string | null {
  return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : null;
}

export async function renderFirstScreen(
  request: FirstScreenRequest,
): Promise<RenderedFirstScreen | FirstScreenRedirect | null> {
  const parsed = parseStorefrontConfig(request.config);
  if (!parsed.ok) return null;
  const config = parsed.config;
  if (config.splash || config.siteDisabled) return null;
  // The visitor's language where the host offers it; the host's first otherwise, as the browser will show.
  const offered: readonly string[] = config.languages;
  const language: Language =
    isLanguage(request.language) && offered.includes(request.language)
      ? request.language
      : (config.languages[0] ?? 'fi');
  const location = new URL(request.url, request.apiOrigin);
  const listingLeads = listingLeadsTo(config, location);
  if (listingLeads !== null) return { redirectTo: listingLeads };
  const serverConfig = onServer(config, request.apiOrigin);
  const resolver = resolverFor(
    buildContainer(serverConfig, buildSharedPorts(serverConfig, { language: () => language })),
  );
  const store = createAppStore(resolver);
  const requested = requestScreen(store, config, location, request.staffSignedIn === true);
  if (requested === null) return null;
  const { screen, requests } = requested;
  // Every text at once: a screen other than the listing waits for the later texts, which the server has at hand.
  const [i18n] = await Promise.all([createI18n({ language }), requests]);
  const state = drawnState(store, screen);
  // Only a screen that has its data is worth sending; a failed request is the browser's to show and retry.
  if (state === null) return null;
  const sheet = new ServerStyleSheet();
  const learnt: { redirectTo?: string; notFound?: boolean } = {};
  const outcome: DrawingOutcome = {
    leadsTo: (path) => (learnt.redirectTo = path),
    namesNoPage: () => (learnt.notFound = true),
  };
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <DrawingOutcomeContext.Provider value={outcome}>
            <DrawnStaffSessionHintContext value={request.staffSignedIn === true}>
              <StorefrontRoot config={config} i18n={i18n} store={store} resolver={resolver}>
                <StaticRouter location={`${location.pathname}${location.search}`}>
                  <Startup renderedOnServer>
                    <AppRoutes />
                  </Startup>
                </StaticRouter>
              </StorefrontRoot>
            </DrawnStaffSessionHintContext>
          </DrawingOutcomeContext.Provider>
        </StrictMode>,
      ),
      // Every part inline, in order: no script in the page moves a part into place (the policy allows none inline).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    // Joined as bytes: a chunk may end inside a letter (ä, ö) written in more than one byte.
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    if (learnt.redirectTo !== undefined) {
      const redirectTo = redirectTarget(learnt.redirectTo);
      return redirectTo === null ? null : { redirectTo };
    }
    // A probed address is answered only when it names no page; any other screen there is the browser's.
    const notFound = learnt.notFound === true;
    if (screen === 'probe' && !notFound) return null;
    const rootHtml = Buffer.concat(chunks).toString('utf8');
    const delivered: DeliveredFirstScreen = { language, state };
    const stateBlock = `<script type="application/json" id="${deliveredFirstScreenId}">${scriptJson(delivered)}</script>`;
    // React puts the preloads of the pictures it was told matter (fetchPriority="high") ahead of the screen; in the
    // head, before the scripts, the browser asks for those pictures first.
    const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(rootHtml)?.[0] ?? '';
    return {
      language,
      rootHtml: rootHtml.slice(preloads.length),
      headHtml: `${sheet.getStyleTags()}${stateBlock}`,
      preloadHtml: preloads,
      title: config.brandName,
      complete: screen === 'text' || screen === 'console-sign-in' || notFound,
      notFound,
    };
  } finally {
    sheet.seal();
  }
}
