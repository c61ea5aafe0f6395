import { expect, test } from './support/journey';

test('a customer follows the footer to the terms, reads the FAQ by keyboard and goes back home', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Information' });

  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('All prices include VAT.', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle(/^Terms and Conditions \| /);

  await footer.getByRole('link', { name: 'FAQs' }).click();
  const refund = page.getByRole('button', { name: 'How long does a refund take?' });
  await refund.focus();
  await page.keyboard.press('Enter');
  await expect(refund).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Refunds usually take 1–3 weeks to arrive, depending on your bank.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
});

test('the information pages open by their own address on a reload, in Finnish by default', async ({ page }) => {
  for (const [path, title] of [
    ['/about', 'Meistä'],
    ['/about-us', 'Meistä'],
    ['/careers', 'Ura'],
    ['/news', 'Uutiset'],
    ['/contact', 'Yhteystiedot'],
    ['/privacy-policy', 'Tietosuojaseloste'],
    ['/cookies-policy', 'Evästekäytäntö'],
    ['/terms', 'Käyttöehdot'],
    ['/nokia-arena-terms-and-conditions', 'Areenan tilausehdot'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }
});

test('an information page fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about-us?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText(/^Version /).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
