import { expect, test } from '@playwright/test';
import { addOne, helmiListIn } from './support/storefront';
import { languages, textsIn } from './support/texts';

// Issue 28, row 10, in both languages: a customer with a cart reloads the store listing and its cart entry shows
// the count at once, without a store visited first. Seeded: Sataman Helmi sells Lohikeitto.

for (const language of languages) {
  test(`${language}: the listing shows the kept cart at once`, async ({ page }) => {
    test.setTimeout(60_000);
    const t = textsIn(language);
    const soupName = language === 'en' ? 'Salmon soup' : 'Lohikeitto';
    await page.goto(helmiListIn(language));
    await page.waitForLoadState('networkidle');
    await addOne(page, soupName, t);

    await page.goto(`/?lng=${language}`);
    const entry = page.getByRole('region', { name: t('catalog.checkoutBar.label') });
    await expect(entry).toContainText(t('catalog.checkoutBar.items', { count: 1 }));

    // A reload reads the kept cart again, before any store is opened.
    await page.reload();
    await expect(page.getByRole('region', { name: t('catalog.checkoutBar.label') })).toContainText(
      t('catalog.checkoutBar.items', { count: 1 }),
    );
  });
}
