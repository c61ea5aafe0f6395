import { localeText } from '../../tests/support/locale-files';

/**
 * The English words the customer reads for a message key. Steps compare against these, so a scenario
 * that quotes the spec's text also proves the app says exactly that.
 */
export function englishText(key: string): string {
  return localeText('en', key);
}
