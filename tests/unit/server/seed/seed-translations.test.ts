import { seedMenus } from '@/server/seed/seed-menus';
import { seedStores } from '@/server/seed/seed-stores';
import { bilingual, withMenuTranslations, withStoreTranslations } from '@/server/seed/seed-translations';

/** Every text of the demo catalogue a visitor reads, with where it is. */
function seededTexts(): [where: string, text: string][] {
  const texts: [string, string][] = [];
  for (const store of seedStores) {
    for (const [field, text] of Object.entries({
      tag: store.tag,
      description: store.description,
      footer_description: store.footer_description,
    })) {
      if (text) texts.push([`${store.query_id} ${field}`, text]);
    }
  }
  for (const menu of seedMenus) {
    for (const category of menu.categories) {
      texts.push([category.id, category.name]);
      for (const sub of category.subCategories) {
        texts.push([sub.id, sub.name]);
        for (const product of sub.products) {
          texts.push([product.query_id, product.name]);
          if (product.description) texts.push([`${product.query_id} description`, product.description]);
        }
      }
    }
  }
  return texts;
}

describe('the demo catalogue in Finnish and English', () => {
  it.each(seededTexts())('%s has a Finnish and an English text: %j', (_where, text) => {
    const pair = bilingual(text);
    expect(pair).not.toBeNull();
    expect(pair!.fi.trim()).not.toBe('');
    expect(pair!.en.trim()).not.toBe('');
  });

  it('reads a grocery pack and a generated store description in both languages', () => {
    expect(bilingual('Omena, pieni')).toEqual({ fi: 'Omena, pieni', en: 'Apple, small' });
    expect(bilingual('Pizza in 00100 Helsinki.')).toEqual({
      fi: 'Pizza, 00100 Helsinki.',
      en: 'Pizza in 00100 Helsinki.',
    });
    expect(bilingual('A text nobody translated')).toBeNull();
  });

  it('gives every seeded store its texts in both languages', () => {
    const helmi = withStoreTranslations(seedStores.find((store) => store.query_id === 'sataman-helmi')!);
    expect(helmi.translations?.fi).toMatchObject({ tag: 'Kala ja äyriäiset' });
    expect(helmi.translations?.en).toMatchObject({ tag: 'Seafood' });
    expect(helmi.translations?.fi?.description).toMatch(/^Kalaruokaa Kauppatorin laidalla/);
    expect(helmi.name).toBe('Sataman Helmi');
  });

  it('gives the menus\u2019 sections and products their texts in both languages, keeping their ids', () => {
    const menu = withMenuTranslations(seedMenus.find((each) => each.companyQueryId === 'sataman-helmi')!);
    const soups = menu.categories[0]!;
    const salmonSoup = soups.subCategories[0]!.products[0]!;
    expect(soups.translations).toEqual({ fi: { name: 'Keitot' }, en: { name: 'Soups' } });
    expect(salmonSoup.query_id).toBe('sataman-helmi--lohikeitto');
    expect(salmonSoup.translations).toEqual({
      fi: { name: 'Lohikeitto', description: 'Kermainen lohikeitto tillillä ja ruisleivällä.' },
      en: { name: 'Salmon soup', description: 'Creamy salmon soup with dill and rye bread.' },
    });
  });
});
