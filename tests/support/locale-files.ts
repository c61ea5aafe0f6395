import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const localesDir = path.join(__dirname, '../../src/presentation/i18n/locales');

export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every locale file of a language, by file name. */
export function localeFiles(language: 'en' | 'fi'): Record<string, LocaleTree> {
  const dir = path.join(localesDir, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as LocaleTree]),
  );
}

/** All files of a language merged, as the app merges them. */
export function mergedLocale(language: 'en' | 'fi'): LocaleTree {
  return Object.assign({}, ...Object.values(localeFiles(language))) as LocaleTree;
}

/** The text behind a dotted key such as `cart.conflict.title`; throws when there is none. */
export function localeText(language: 'en' | 'fi', key: string): string {
  let node: string | LocaleTree | undefined = mergedLocale(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No ${language} text for ${key}`);
  return node;
}

export function leafKeys(tree: LocaleTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}
