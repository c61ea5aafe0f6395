import { bilingual } from '../../../src/server/seed/seed-translations';
import type { Language } from './texts';

/**
 * A seeded catalogue text (a product, a section) as a page in this language shows it: the server serves the
 * catalogue in the language the storefront asks in. Fails the journey at once for a text the seed does not have.
 */
export function seeded(text: string, language: Language): string {
  const pair = bilingual(text);
  if (pair === null) throw new Error(`No seeded text "${text}"`);
  return pair[language];
}
