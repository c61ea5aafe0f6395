import type { ServerLanguage } from './server-language';
import { serverTexts, type ServerTextKey } from './server-texts';

/** A message a person may read, written when the language of its reader is known. */
export type Localized = (language: ServerLanguage) => string;

export type TextParams = Readonly<Record<string, string | number>>;

/**
 * A text of the server's catalogue with its values filled in: `{name}` is replaced by params.name, and an entry
 * with singular and plural forms takes the singular when params.count is 1.
 */
export function text(key: ServerTextKey, params: TextParams = {}): Localized {
  return (language) => {
    const entry: (typeof serverTexts)[ServerTextKey][ServerLanguage] = serverTexts[key][language];
    const template = typeof entry === 'string' ? entry : params.count === 1 ? entry.one : entry.other;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
}

/** A text that reads the same in every language: a name, a number, a value the caller sent. */
export function verbatim(value: string): Localized {
  return () => value;
}
