import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['fi', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

/**
 * Each language's texts come in two modules, one file per business area merged in each: the first screen's
 * (locales/fi-first-screen.ts, chunk `locale-fi`), downloaded before the first render, and every other
 * screen's (locales/fi.ts, chunk `translations-fi`), downloaded right after it as a second i18next namespace.
 * Only the language in use is downloaded; switching language loads the other one.
 * tests/unit/presentation/locales.test.ts checks both languages have the same keys and every file is merged.
 */
type Translations = Record<string, unknown>;
type TextsOf = Record<Language, () => Promise<Translations>>;
const firstScreenTexts: TextsOf = {
  fi: () =>
    import(/* webpackChunkName: "locale-fi" */ './locales/fi-first-screen').then((module) => module.translations),
  en: () =>
    import(/* webpackChunkName: "locale-en" */ './locales/en-first-screen').then((module) => module.translations),
};
const laterTexts: TextsOf = {
  fi: () => import(/* webpackChunkName: "translations-fi" */ './locales/fi').then((module) => module.translations),
  en: () => import(/* webpackChunkName: "translations-en" */ './locales/en').then((module) => module.translations),
};

/** The namespace of the first screen's texts; t() looks a key up there first. */
const firstScreenNamespace = 'translation';
/** The namespace of every other screen's texts, where t() looks a key up next (i18next's fallbackNS). */
const laterNamespace = 'later';

const isLanguage = (language: string): language is Language =>
  (supportedLanguages as readonly string[]).includes(language);

/** An i18next backend that reads a language's namespace from its own chunk. */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    // A screen's own namespace (see use-chunk-texts.ts) is not this backend's: it answers none for it rather
    // than the first screen's texts.
    if (!isLanguage(language) || (namespace !== laterNamespace && namespace !== firstScreenNamespace)) {
      callback(null, {});
      return;
    }
    const texts = namespace === laterNamespace ? laterTexts : firstScreenTexts;
    texts[language]().then(
      (translations) => callback(null, translations as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * The app's instance while it defers the later texts; screens other than the first wait for them through
 * loadLaterTexts before they render, so none shows a bare key.
 */
let deferringInstance: i18n | null = null;

/**
 * Resolves once every screen's texts of the current language are loaded (at once when they already are).
 * A failed download is retried on the next call; the screen then renders with the keys it has.
 */
export function loadLaterTexts(): Promise<void> {
  if (!deferringInstance) return Promise.resolve();
  return deferringInstance.loadNamespaces(laterNamespace).catch(() => undefined);
}

/** Where the chosen language is kept between visits. */
export const languageStorageKey = 'language';

export interface I18nOptions {
  /** Forces a language instead of detecting it (tests). */
  readonly language?: Language;
  /**
   * Loads the first screen's texts only; the rest come with loadLaterTexts, which every other screen and dialog
   * calls (beside fetching its own code) before it renders, instead of waiting for every text before rendering.
   */
  readonly deferLaterTexts?: boolean;
}

/**
 * Finnish first; `?lng=en` or `?lng=fi` switches, and the choice is remembered in local storage and in the
 * language cookie, which the server also sets from a page's `?lng=`.
 */
export async function createI18n(options: I18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  if (!options.language) instance.use(LanguageDetector);
  instance.use(localeBackend);
  instance.use(initReactI18next);
  const deferLaterTexts = options.deferLaterTexts ?? false;
  await instance.init({
    ...(options.language ? { lng: options.language } : {}),
    ns: deferLaterTexts ? [firstScreenNamespace] : [firstScreenNamespace, laterNamespace],
    defaultNS: firstScreenNamespace,
    fallbackNS: laterNamespace,
    // Finnish when nothing else is chosen; no fallback for English, so an English visit downloads English only.
    fallbackLng: { en: [], default: ['fi'] },
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      // The cookie last: the server sets it from a page's ?lng= (src/server/i18n/language-cookie.ts), so a link
      // followed before the app came alive, a new page load without ?lng=, keeps the visitor's choice.
      order: ['querystring', 'localStorage', 'cookie'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: languageStorageKey,
      // Kept in a cookie of the same name as well, for the server that draws the first screen in that language.
      lookupCookie: languageStorageKey,
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    returnNull: false,
    // Start loading the language at once rather than on the next timer tick (which fake timers would hold).
    initAsync: false,
  });
  if (deferLaterTexts) deferringInstance = instance;
  return instance;
}
