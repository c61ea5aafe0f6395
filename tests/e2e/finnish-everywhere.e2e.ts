import { expect, test, type Page } from './support/journey';
import { seedGlossary } from '../../src/server/seed/seed-glossary';
import { demoCustomer } from './support/accounts';
import { seeded } from './support/seeded';
import { serverText } from './support/server-texts';
import { helmiListIn } from './support/storefront';
import { textsIn, type Language } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): Sataman Helmi's menu starts with the soups (Keitot: Kalakeitot, Lohikeitto);
// every store's tag and descriptions and every product have a Finnish and an English text.

const other: Record<Language, Language> = { fi: 'en', en: 'fi' };

/**
 * The seed's sentences and names that read differently in the two languages, in one of them: a page in the other
 * language must show none. Short words (Pizza, Sushi) are the same in both and prove nothing.
 */
const seedTextsIn = (language: Language) =>
  seedGlossary
    .map(([fi, en]) => ({ fi, en }))
    .filter((pair) => pair.fi !== pair.en)
    .map((pair) => pair[language])
    .filter((text) => text.length >= 8);

async function expectNoSeedTextOf(page: Page, language: Language): Promise<void> {
  const shown = await page.locator('body').innerText();
  const foreign = seedTextsIn(language).filter((text) => shown.includes(text));
  expect(foreign).toEqual([]);
}

for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);

  test(`[${language}] a store's menu reads in ${language}, with no sentence or name of the other language`, async ({
    page,
  }) => {
    await page.goto(helmiListIn(language));
    const soup = seeded('Lohikeitto', language);
    await expect(page.getByRole('article', { name: soup })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: seeded('Kalakeitot', language) })).toBeVisible();
    await expect(page.getByRole('article', { name: soup })).toContainText(
      seeded('Creamy salmon soup with dill and rye bread.', language),
    );
    await expectNoSeedTextOf(page, other[language]);

    // The server drew the page; its buttons work once the browser has taken it over.
    await expect(page.getByRole('button', { name: t('catalog.row.addLabel', { name: soup }) })).toBeEnabled();
    await page.getByRole('button', { name: t('catalog.header.info', { name: 'Sataman Helmi' }) }).click();
    const about = page.getByRole('dialog');
    await expect(about).toContainText(
      seeded(
        'Seafood by the Market Square: salmon soup, fried vendace and the catch of the day, cooked the way the harbour has eaten for a hundred years.',
        language,
      ),
    );
    await expectNoSeedTextOf(page, other[language]);
  });

  test(`[${language}] a wrong PIN is refused in the page's language, in the server's own words`, async ({ page }) => {
    await page.goto(`/?lng=${language}`);
    await page.getByRole('button', { name: t('accountMenu.logIn') }).click();
    const dialog = page.getByRole('dialog', { name: t('auth.login.title') });
    await dialog.getByLabel(t('auth.fields.mobileNumber')).fill(demoCustomer.typedNumber);
    await dialog.getByLabel(t('auth.fields.pin'), { exact: true }).fill('654321');
    await dialog.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(dialog).toContainText(serverText('account.wrongCredentials', language));
    await expect(dialog).not.toContainText(serverText('account.wrongCredentials', other[language]));
  });
}

test('switching language asks the catalogue again: the menu follows the language menu without a reload', async ({
  page,
}) => {
  const fi = textsIn('fi');
  const en = textsIn('en');
  await page.goto(helmiListIn('fi'));
  // The server drew the page; the language menu works once the browser has taken it over.
  await expect(page.getByRole('button', { name: fi('catalog.row.addLabel', { name: 'Lohikeitto' }) })).toBeEnabled();
  await page.getByRole('combobox', { name: fi('language.label') }).selectOption(en('language.en'));
  await expect(page.getByRole('article', { name: 'Salmon soup' })).toBeVisible();
  await expectNoSeedTextOf(page, 'fi');
});
