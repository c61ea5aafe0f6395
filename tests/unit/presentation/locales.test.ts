import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translations as enTranslations } from '@/presentation/i18n/locales/en';
import { translations as fiTranslations } from '@/presentation/i18n/locales/fi';
import { translations as enFirstScreen } from '@/presentation/i18n/locales/en-first-screen';
import { translations as fiFirstScreen } from '@/presentation/i18n/locales/fi-first-screen';
import { consoleTranslations } from '@/presentation/i18n/locales/console';
import { leafKeys, localeFiles, localesDir, mergedLocale } from '../../support/locale-files';

const en = localeFiles('en');
const fi = localeFiles('fi');
/** The texts the first screen shows, downloaded before it renders; every other file comes right after. */
const firstScreenFiles = ['common.json', 'session.json', 'stores.json', 'navigation.json', 'account-menu.json'];
/** Texts downloaded only by their own screens (transport mode's), each through its own module per language. */
const ownChunkFiles: Record<string, string> = { 'rides.json': 'transport' };
const ownNamespaceFiles = Object.keys(ownChunkFiles);
/** The merchant console's texts, in the console's own chunk (locales/console.ts), which the shop never downloads. */
const consoleFiles = [
  'console.json',
  'inventory.json',
  'console-office.json',
  'console-refunds.json',
  'console-settings.json',
];

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

  it("are all loaded by the app: the first screen's files in one module, the console's in another, every other file in a third", () => {
    const i18nSource = readFileSync(path.join(localesDir, '..', 'i18n.ts'), 'utf8');
    for (const language of ['en', 'fi'] as const) {
      expect(i18nSource).toContain(
        `import(/* webpackChunkName: "locale-${language}" */ './locales/${language}-first-screen')`,
      );
      expect(i18nSource).toContain(
        `import(/* webpackChunkName: "translations-${language}" */ './locales/${language}')`,
      );
      const firstScreen = readFileSync(path.join(localesDir, `${language}-first-screen.ts`), 'utf8');
      const later = readFileSync(path.join(localesDir, `${language}.ts`), 'utf8');
      for (const [file, module] of Object.entries(ownChunkFiles)) {
        const own = readFileSync(path.join(localesDir, `${language}-${module}.ts`), 'utf8');
        expect([file, own.includes(`from './${language}/${file}';`)]).toEqual([file, true]);
      }
      const consoleModule = readFileSync(path.join(localesDir, 'console.ts'), 'utf8');
      for (const file of Object.keys(en).filter((name) => !ownNamespaceFiles.includes(name))) {
        const importLine = `from './${language}/${file}';`;
        const inFirstScreen = firstScreenFiles.includes(file);
        const inConsole = consoleFiles.includes(file);
        expect([
          file,
          firstScreen.includes(importLine),
          consoleModule.includes(importLine),
          later.includes(importLine),
        ]).toEqual([file, inFirstScreen, inConsole, !inFirstScreen && !inConsole]);
      }
    }
  });

  it('merge, per language, every file of that language once, and nothing else', () => {
    const withoutOwnNamespaces = (language: 'en' | 'fi') => {
      const merged = { ...mergedLocale(language) };
      const files = localeFiles(language);
      for (const file of ownNamespaceFiles) for (const key of Object.keys(files[file] ?? {})) delete merged[key];
      return merged;
    };
    expect({ ...enFirstScreen, ...enTranslations, ...consoleTranslations.en }).toEqual(withoutOwnNamespaces('en'));
    expect({ ...fiFirstScreen, ...fiTranslations, ...consoleTranslations.fi }).toEqual(withoutOwnNamespaces('fi'));
    expect(Object.keys(fiFirstScreen).sort()).toEqual(
      firstScreenFiles.flatMap((file) => Object.keys(fi[file] ?? {})).sort(),
    );
  });
});
