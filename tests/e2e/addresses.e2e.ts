import { expect, test } from './support/journey';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// No maps key in the sandbox configuration: the fallback map shows the default centre (24.85, 67.01). The
// point is typed the way the language writes decimals; the picker takes both. One journey, run in each
// language with that language's texts from the locale files.
const typedPoint = {
  en: { lat: '24.86', long: '67.05' },
  fi: { lat: '24,86', long: '67,05' },
} as const;

for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);

  test(`[${language}] a guest adds an address on the fallback map, selects it and the stores reload near it`, async ({
    page,
  }) => {
    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t('storeListing.title') })).toBeVisible();

    // A new guest has no address yet.
    await page
      .getByRole('button', { name: t('deliverTo.openAddresses', { address: t('deliverTo.noAddress') }) })
      .click();
    const list = page.getByRole('dialog', { name: t('addresses.title') });
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: t('addresses.addNew') }).click();

    const picker = page.getByRole('dialog', { name: t('addresses.map.title') });
    await expect(picker.getByRole('img', { name: t('addresses.map.label') })).toContainText(
      t('addresses.map.coordinates', { lat: 24.85, long: 67.01 }),
    );
    await picker.getByRole('textbox', { name: t('addresses.map.latitude') }).fill(typedPoint[language].lat);
    await picker.getByRole('textbox', { name: t('addresses.map.longitude') }).fill(typedPoint[language].long);
    await picker.getByRole('button', { name: t('addresses.map.confirm') }).click();

    const form = page.getByRole('dialog', { name: t('address.confirmDetails') });
    const save = form.getByRole('button', { name: t('address.save') });
    await save.click();
    await expect(form.getByText(t('address.fieldRequired'), { exact: true })).toHaveCount(4);
    const title = `Journey ${language} ${Date.now()}`;
    await form.getByRole('textbox', { name: t('address.fields.title') }).fill(title);
    await form.getByRole('textbox', { name: t('address.fields.flatOrVillaNumber') }).fill('12 B');
    await form.getByRole('textbox', { name: t('address.fields.street') }).fill('Shahrah-e-Faisal');
    await form.getByRole('textbox', { name: t('address.fields.area') }).fill('PECHS');
    await save.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Saving does not choose the address: the guest still has none until picking it from the list.
    await page
      .getByRole('button', { name: t('deliverTo.openAddresses', { address: t('deliverTo.noAddress') }) })
      .click();
    const storesReloaded = page.waitForRequest(
      (request) => request.url().includes('/companies') && request.url().includes('lat=24.86'),
    );
    await page
      .getByRole('dialog', { name: t('addresses.title') })
      .getByRole('radio', { name: title })
      .click();
    await storesReloaded;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: t('deliverTo.openAddresses', { address: '12 B, PECHS' }) }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);

  test(`[${language}] without a maps key, the address dialog finds a street by name through the server's geocoder`, async ({
    page,
  }) => {
    await page.goto(`/?lng=${language}`);
    await page
      .getByRole('button', { name: t('deliverTo.openAddresses', { address: t('deliverTo.noAddress') }) })
      .click();
    await page
      .getByRole('dialog', { name: t('addresses.title') })
      .getByRole('button', { name: t('addresses.addNew') })
      .click();
    const picker = page.getByRole('dialog', { name: t('addresses.map.title') });
    await picker.getByRole('textbox', { name: t('addresses.map.search') }).fill('mäkelänkatu');
    await picker.getByRole('button', { name: t('addresses.map.searchButton') }).click();
    const found = picker.getByRole('list', { name: t('addresses.map.suggestions') });
    await found.getByRole('button', { name: /^Mäkelänkatu, Vallila, Helsinki$/ }).click();
    // The seeded pizzeria's street (src/server/seed/seed-stores.ts), at the gazetteer's point for it.
    await expect(picker.getByRole('textbox', { name: t('addresses.map.latitude') })).toHaveValue('60.1947');
    await expect(picker.getByRole('textbox', { name: t('addresses.map.longitude') })).toHaveValue('24.9512');
  });
}
