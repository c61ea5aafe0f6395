import { serverTexts, type ServerTextKey } from '@/server/i18n/server-texts';
import { text } from '@/server/i18n/localized';

type Forms = { readonly one: string; readonly other: string };
const formsOf = (entry: string | Forms): string[] => (typeof entry === 'string' ? [entry] : [entry.one, entry.other]);
const placeholdersOf = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

const keys = Object.keys(serverTexts) as ServerTextKey[];

describe('the server text catalogue', () => {
  it.each(keys)('%s has a Finnish and an English text', (key) => {
    const entry: { fi: string | Forms; en: string | Forms } = serverTexts[key];
    for (const template of [...formsOf(entry.fi), ...formsOf(entry.en)]) expect(template.trim()).not.toBe('');
  });

  it.each(keys)('%s is translated, not copied: the Finnish differs from the English', (key) => {
    const entry: { fi: string | Forms; en: string | Forms } = serverTexts[key];
    expect(formsOf(entry.fi)).not.toEqual(formsOf(entry.en));
  });

  it.each(keys)('%s fills in the same values in both languages', (key) => {
    const entry: { fi: string | Forms; en: string | Forms } = serverTexts[key];
    const finnish = formsOf(entry.fi).map(placeholdersOf);
    const english = formsOf(entry.en).map(placeholdersOf);
    for (const names of [...finnish, ...english]) expect(names).toEqual(english[0]);
  });
});

describe('text', () => {
  it('fills in the values and writes the reader\u2019s language', () => {
    const missing = text('notFound.store', { id: 'store_42' });
    expect(missing('en')).toBe('No store store_42');
    expect(missing('fi')).toBe('Kauppaa store_42 ei ole');
  });

  it('takes the singular for a count of one and the plural otherwise', () => {
    expect(text('request.rateLimited', { count: 1 })('en')).toBe(
      'Too many requests from your connection. Try again in 1 second.',
    );
    expect(text('request.rateLimited', { count: 30 })('en')).toBe(
      'Too many requests from your connection. Try again in 30 seconds.',
    );
  });
});
