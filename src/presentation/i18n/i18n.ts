import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['fi', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

/**
 * One module per language (locales/en.ts, locales/fi.ts) merges that language's files, one file per business
 * area. Only the language in use is downloaded, as its own chunk; switching language loads the other one.
 * tests/unit/presentation/locales.test.ts checks both languages have the same keys and every file is merged.
 */
type Translations = Record<string, unknown>;
const translationsOf: Record<Language, () => Promise<Translations>> = {
  fi: () => import(/* webpackChunkName: "locale-fi" */ './locales/fi').then((module) => module.translations),
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en').then((module) => module.translations),
};

const isLanguage = (language: string): language is Language =>
  (supportedLanguages as readonly string[]).includes(language);

/** An i18next backend that reads a language's merged resource from its own chunk. */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    translationsOf[language]().then(
      (translations) => callback(null, translations as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Where the chosen language is kept between visits. */
export const languageStorageKey = 'language';

export interface I18nOptions {
  /** Forces a language instead of detecting it (tests). */
  readonly language?: Language;
}

/**
 * Finnish first; `?lng=en` or `?lng=fi` switches, and the choice is remembered in local storage.
 */
export async function createI18n(options: I18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  if (!options.language) instance.use(LanguageDetector);
  instance.use(localeBackend);
  instance.use(initReactI18next);
  await instance.init({
    ...(options.language ? { lng: options.language } : {}),
    // Finnish when nothing else is chosen; no fallback for English, so an English visit downloads English only.
    fallbackLng: { en: [], default: ['fi'] },
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'localStorage'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
    },
    returnNull: false,
    // Start loading the language at once rather than on the next timer tick (which fake timers would hold).
    initAsync: false,
  });
  return instance;
}
