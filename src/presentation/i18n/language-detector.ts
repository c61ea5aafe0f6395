import type { LanguageDetectorModule } from 'i18next';

/** Where the chosen language is kept between visits: in local storage and in a cookie of the same name. */
export const languageStorageKey = 'language';
/** How long the language cookie keeps the choice. */
const cookieMaxAgeSeconds = 60 * 60 * 24 * 365;

/** Local storage, which a browser may refuse (a private window, storage turned off): then nothing is kept there. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language cookie's value (the server sets it too, from a page's `?lng=`). */
function cookieLanguage(): string | undefined {
  const prefix = `${languageStorageKey}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return found?.slice(prefix.length);
}

/**
 * The visitor's language, in this order: the address's `?lng=`, the choice kept in local storage, the language
 * cookie; i18next takes the first of them its supported languages have, else its fallback, and keeps the one it
 * settles on in both. The cookie comes last: the server sets it from a page's `?lng=`
 * (src/server/i18n/language-cookie.ts), so a link followed before the app came alive keeps the choice. In place of
 * i18next-browser-languagedetector, whose nine detectors and their options the first screen downloaded and set up
 * (3.8 KB, gzip) for these three.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [
      new URLSearchParams(window.location.search).get('lng'),
      storage()?.getItem(languageStorageKey),
      cookieLanguage(),
    ].filter((language): language is string => typeof language === 'string' && language !== ''),
  cacheUserLanguage(language) {
    try {
      storage()?.setItem(languageStorageKey, language);
    } catch {
      // A full or refused storage: the cookie still keeps the choice.
    }
    document.cookie = `${languageStorageKey}=${encodeURIComponent(language)}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax`;
  },
};
