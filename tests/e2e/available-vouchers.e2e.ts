import { expect, test } from './support/journey';
import { demoCustomer } from './support/accounts';
import { seeded } from './support/seeded';
import { addOne, expectSummaryLine, helmiListIn, openCartSummary } from './support/storefront';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Issue 28, row 5. Seeded data (src/server/seed): the demo customer holds LOYAL15 (15 % off, theirs alone) besides
// the vouchers every customer may use at Sataman Helmi; two soups there cost 29,80.
for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);
  const soup = seeded('Lohikeitto', language);

  test(`[${language}] a signed-in customer picks one of their vouchers at the cart summary`, async ({ page }) => {
    // The server prices the cart with the code (POST invoices/quote) without making an invoice for it.
    const quotedCodes: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/invoices/quote')) {
        quotedCodes.push((request.postDataJSON() as { voucher_code?: string }).voucher_code);
      }
    });

    await page.goto(`/?lng=${language}`);
    await page.getByRole('button', { name: t('accountMenu.logIn') }).click();
    const login = page.getByRole('dialog', { name: t('auth.login.title') });
    await login.getByLabel(t('auth.fields.mobileNumber')).fill(demoCustomer.typedNumber);
    await login.getByLabel(t('auth.fields.pin'), { exact: true }).fill(demoCustomer.pin);
    await login.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page.getByRole('button', { name: t('accountMenu.logOut') })).toBeVisible();

    await page.goto(helmiListIn(language));
    await addOne(page, soup, t);
    await page.getByRole('button', { name: t('catalog.row.increase', { name: soup }) }).click();
    await openCartSummary(page, t);
    await expectSummaryLine(page, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 29,80');

    const mine = page.getByRole('region', { name: t('checkout.vouchers.title') });
    const loyal = mine.getByRole('button', {
      name: t('checkout.vouchers.use', { code: 'LOYAL15', name: '15 % off for a loyal customer' }),
    });
    await expect(mine.getByRole('button')).toHaveCount(4);
    await loyal.click();

    const applied = page.getByRole('dialog', { name: t('voucher.applied') });
    await expect(applied).toContainText(t('checkout.voucher.appliedCode', { code: 'LOYAL15' }));
    await applied.getByRole('button', { name: t('voucher.continue') }).click();
    // The server priced it: 15 % of 29,80.
    await expectSummaryLine(page, 'VOUCHER', t('pricing.summary.voucher'), '€ 4,47');
    await expect(loyal).toBeDisabled();
    // Priced without a voucher until the tap, then with the tapped code only.
    expect(quotedCodes.filter((code) => code !== undefined && code !== null)).toEqual(['LOYAL15']);
  });
}
