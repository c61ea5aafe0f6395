import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translations as enTranslations } from '@/presentation/i18n/locales/en';
import { translations as fiTranslations } from '@/presentation/i18n/locales/fi';
import { leafKeys, localeFiles, localesDir, mergedLocale } from '../../support/locale-files';

const en = localeFiles('en');
const fi = localeFiles('fi');

describe('locale files', () => {
  it('exist in pairs: every English file has a Finnish twin', () => {
    expect(Object.keys(fi).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s has the same keys in Finnish and English', (file) => {
    expect(leafKeys(fi[file] ?? {}).sort()).toEqual(leafKeys(en[file] ?? {}).sort());
  });

  it('keep each top-level key in one file only, so merging them loses nothing', () => {
    const owners = Object.entries(en).flatMap(([file, tree]) => Object.keys(tree).map((key) => [key, file]));
    const seen = new Map<string, string>();
    for (const [key, file] of owners) {
      expect(seen.has(key ?? '') ? `${key} in ${seen.get(key ?? '')} and ${file}` : null).toBeNull();
      seen.set(key ?? '', file ?? '');
    }
  });

  it('are all loaded by the app: each language module merges every file, and i18n loads both modules', () => {
    const i18nSource = readFileSync(path.join(localesDir, '..', 'i18n.ts'), 'utf8');
    for (const language of ['en', 'fi'] as const) {
      expect(i18nSource).toContain(`import(/* webpackChunkName: "locale-${language}" */ './locales/${language}')`);
      const source = readFileSync(path.join(localesDir, `${language}.ts`), 'utf8');
      for (const file of Object.keys(en)) {
        expect(source).toContain(`from './${language}/${file}';`);
      }
    }
  });

  it('merge, per language, every file of that language and nothing else', () => {
    expect(enTranslations).toEqual(mergedLocale('en'));
    expect(fiTranslations).toEqual(mergedLocale('fi'));
  });
});
