import type { StoredTranslations } from './catalogue-schema';
import type { ServerLanguage } from '../i18n/server-language';

/**
 * A catalogue row's field in the visitor's language where its store gave one, else the row's own text (a store
 * that wrote its texts in one language only shows them to everyone). No language (null) is the store's own text, as
 * an order keeps it.
 */
export function translatedText<T extends string | null>(
  translations: StoredTranslations,
  language: ServerLanguage | null,
  field: string,
  own: T,
): T | string {
  if (language === null) return own;
  const text = translations[language]?.[field];
  return text !== undefined && text !== '' ? text : own;
}
