import { text, type TextParams } from '../../../src/server/i18n/localized';
import type { ServerTextKey } from '../../../src/server/i18n/server-texts';
import type { Language } from './texts';

/** A message of the reference server as it writes it for a page in this language (src/server/i18n/server-texts.ts). */
export function serverText(key: ServerTextKey, language: Language, params: TextParams = {}): string {
  return text(key, params)(language);
}
