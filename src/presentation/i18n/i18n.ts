import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import enAccounts from './locales/en/accounts.json';
import enCart from './locales/en/cart.json';
import enOrders from './locales/en/orders.json';
import enPayments from './locales/en/payments.json';
import enPricing from './locales/en/pricing.json';
import fiCommon from './locales/fi/common.json';
import fiAccounts from './locales/fi/accounts.json';
import fiCart from './locales/fi/cart.json';
import fiOrders from './locales/fi/orders.json';
import fiPayments from './locales/fi/payments.json';
import fiPricing from './locales/fi/pricing.json';

/**
 * One file per business area and language; each file owns its own top-level keys, so merging is a spread.
 * tests/unit/presentation/locales.test.ts checks both languages have the same keys and every file is listed here.
 */
const en = { ...enCommon, ...enAccounts, ...enCart, ...enOrders, ...enPayments, ...enPricing };
const fi = { ...fiCommon, ...fiAccounts, ...fiCart, ...fiOrders, ...fiPayments, ...fiPricing };

export const supportedLanguages = ['fi', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

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
  instance.use(initReactI18next);
  await instance.init({
    resources: { fi: { translation: fi }, en: { translation: en } },
    ...(options.language ? { lng: options.language } : {}),
    fallbackLng: 'fi',
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
  });
  return instance;
}
