import type { NewCompany, NewMenu, NewProduct } from '../catalogue/index';
import type { StoredTranslations } from '../catalogue/index';
import { seedGlossary, seedPackSizes } from './seed-glossary';

export interface Bilingual {
  readonly fi: string;
  readonly en: string;
}

const byFinnish = new Map(seedGlossary.map(([fi, en]) => [fi, { fi, en }]));
const byEnglish = new Map(seedGlossary.map(([fi, en]) => [en, { fi, en }]));
const packSizes = new Map(seedPackSizes.map(([fi, en]) => [fi, { fi, en }]));

const fromGlossary = (text: string): Bilingual | undefined => byFinnish.get(text) ?? byEnglish.get(text);

/**
 * A seeded text in both languages: from the glossary, a grocery pack ("Omena, pieni" is "Apple, small"), or the
 * generated stores' description ("Pizza in 00100 Helsinki."); null for a text the glossary lacks.
 */
export function bilingual(text: string): Bilingual | null {
  const known = fromGlossary(text);
  if (known) return known;
  const pack = /^(.+), (\S+)$/.exec(text);
  const goods = pack && fromGlossary(pack[1]!);
  const size = pack && packSizes.get(pack[2]!);
  if (goods && size) return { fi: `${goods.fi}, ${size.fi}`, en: `${goods.en}, ${size.en}` };
  const located = /^(.+) in (\d{5} .+)\.$/.exec(text);
  const tag = located && fromGlossary(located[1]!);
  if (tag) return { fi: `${tag.fi}, ${located![2]}.`, en: text };
  return null;
}

/** The translations of a row's fields; a field without a text or without a pair is left to the row's own. */
export function translationsOf(fields: Readonly<Record<string, string | null | undefined>>): StoredTranslations {
  const fi: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields)) {
    const pair = text ? bilingual(text) : null;
    if (!pair) continue;
    fi[field] = pair.fi;
    en[field] = pair.en;
  }
  return Object.keys(fi).length === 0 ? {} : { fi, en };
}

/** A seeded store with its tag and descriptions in Finnish and English. */
export function withStoreTranslations(store: NewCompany): NewCompany {
  return {
    ...store,
    translations: translationsOf({
      tag: store.tag,
      description: store.description,
      footer_description: store.footer_description,
    }),
  };
}

const withProductTranslations = (product: NewProduct): NewProduct => ({
  ...product,
  translations: translationsOf({ name: product.name, description: product.description }),
});

/** A seeded menu with its sections, sub-sections and products in Finnish and English. */
export function withMenuTranslations(menu: NewMenu): NewMenu {
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      translations: translationsOf({ name: category.name }),
      subCategories: category.subCategories.map((sub) => ({
        ...sub,
        translations: translationsOf({ name: sub.name }),
        products: sub.products.map(withProductTranslations),
      })),
    })),
  };
}
