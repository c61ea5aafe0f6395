import i18next from 'i18next';
import { translations as enLater } from '../../../src/presentation/i18n/locales/en';
import { translations as enFirstScreen } from '../../../src/presentation/i18n/locales/en-first-screen';
import { translations as fiLater } from '../../../src/presentation/i18n/locales/fi';
import { translations as fiFirstScreen } from '../../../src/presentation/i18n/locales/fi-first-screen';
import { consoleTranslations } from '../../../src/presentation/i18n/locales/console';

/** The storefront's languages, in the order the journeys run them. */
export const languages = ['en', 'fi'] as const;
export type Language = (typeof languages)[number];

/** A text the customer reads, by its key in the app's locale files, with its values filled in. */
export type Texts = (key: string, values?: Record<string, string | number>) => string;

/** Every text of a language: the first screen's and the rest, as the app has them once both are loaded. */
const translationsOf: Record<Language, Record<string, unknown>> = {
  en: { ...enFirstScreen, ...enLater },
  fi: { ...fiFirstScreen, ...fiLater },
};

/** One language's texts, filled in as the app fills them (i18next: interpolation and plurals). */
function filledTexts(language: Language, translation: Record<string, unknown>, which: string): Texts {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key, values = {}) => {
    if (!instance.exists(key, values)) throw new Error(`The ${language} ${which} have no text "${key}"`);
    return instance.t(key, values);
  };
}

/**
 * The texts of one language straight from src/presentation/i18n/locales/{language}/*.json. A key that is not
 * there fails the journey at once rather than letting it look for a text nobody shows.
 */
export function textsIn(language: Language): Texts {
  return filledTexts(language, translationsOf[language], 'locale files');
}

/** The console's texts of a language: they come with the console's chunk, not among the shop's. */
export function consoleTextsIn(language: Language): Texts {
  return filledTexts(language, consoleTranslations[language], 'console texts');
}
