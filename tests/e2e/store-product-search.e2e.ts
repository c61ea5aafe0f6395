import { expect, test } from './support/journey';
import { isChunkFile } from './support/chunk-files';
import { seeded } from './support/seeded';
import { helmiListIn } from './support/storefront';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): Sataman Helmi sells two soups (Lohikeitto, Kirkas kalakeitto) and Kotikalja.
// The catalogue, its search and the type-ahead answer in the page's language.
for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);
  const salmonSoup = seeded('Lohikeitto', language);
  const fishSoup = seeded('Kirkas kalakeitto', language);
  const drink = seeded('Kotikalja', language);
  /** A part of both soups' names: inside a word in Finnish (-keitto), a whole word in English. */
  const soupPart = language === 'fi' ? 'keitto' : 'soup';

  test(`[${language}] a customer searches inside a store and adds a found product to the cart`, async ({ page }) => {
    const searchChunkAsked: string[] = [];
    page.on('request', (request) => {
      if (isChunkFile(request.url(), 'store-product-search')) searchChunkAsked.push(request.url());
    });
    await page.goto(helmiListIn(language));
    await expect(page.getByRole('article', { name: drink })).toBeVisible();
    // The search row is hidden, and its code stays on the server until the customer opens it.
    const field = page.getByRole('combobox', { name: t('catalog.search.label') });
    await expect(field).toHaveCount(0);
    expect(searchChunkAsked).toEqual([]);
    await page.getByRole('button', { name: t('catalog.search.open') }).click();
    await expect(field).toBeFocused();
    expect(searchChunkAsked.length).toBeGreaterThan(0);

    // A part of a name lists the products that hold it, and only those (other journeys on this server may have
    // added more soups to the store: each found name must hold the text, whatever their number).
    await field.fill(soupPart);
    await field.press('Enter');
    const results = page.getByLabel(t('catalog.search.results', { text: soupPart }));
    await expect(results.getByRole('article', { name: salmonSoup })).toBeVisible();
    await expect(results.getByRole('article', { name: fishSoup })).toBeVisible();
    await expect(page.getByRole('article', { name: drink })).toHaveCount(0);
    const foundNames = await results.getByRole('heading', { level: 3 }).allTextContents();
    expect(foundNames.length).toBeGreaterThanOrEqual(2);
    for (const name of foundNames) expect(name.toLowerCase()).toContain(soupPart);

    // The first letters of a name offer it; picking it searches it at once.
    await field.fill(salmonSoup.slice(0, 3));
    await expect(page.locator(`datalist option[value="${salmonSoup}"]`)).toHaveCount(1);
    await field.fill(salmonSoup);
    const found = page.getByLabel(t('catalog.search.results', { text: salmonSoup }));
    await expect(found.getByRole('article')).toHaveCount(1);

    await found
      .getByRole('article', { name: salmonSoup })
      .getByRole('button', { name: t('catalog.row.addLabel', { name: salmonSoup }) })
      .click();
    await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name: salmonSoup }) })).toContainText('1');
    await expect(page.getByRole('region', { name: t('catalog.checkoutBar.label') })).toContainText(
      t('catalog.checkoutBar.items', { count: 1 }),
    );

    // Clearing the field brings the store's whole listing back.
    await field.fill('');
    await expect(found).toHaveCount(0);
    await expect(page.getByRole('article', { name: drink })).toBeVisible();
  });
}
