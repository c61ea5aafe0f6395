import { expect, test, type Page } from './support/journey';
import { seriousAxeViolations } from './support/axe';
import { inLanguagesByTurns } from './support/journey-languages';

/** Page errors and console errors, but not a missing favicon. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.endsWith('/favicon.ico')) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

const routes = [
  { path: '/zapp-test-designs', fi: 'Testiasettelut', en: 'Test designs' },
  { path: '/zapp-test-designs-category', fi: 'Testiasettelut: kategoria', en: 'Test designs: category' },
  { path: '/checkout', fi: 'Kassa', en: 'Checkout' },
  { path: '/review-order', fi: 'Tarkista tilauksesi', en: 'Review your order' },
  { path: '/merchant-wizard', fi: 'Lisää tuotteita', en: 'Add products' },
] as const;

for (const [route, language] of inLanguagesByTurns(routes)) {
  test(`${route.path} in ${language}: opens by its address, with no console error and no serious axe violation`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    await page.goto(`${route.path}?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: route[language], exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a carousel scrolls by keyboard, four at a time on a wide screen and one on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/zapp-test-designs?lng=en');
  const carousel = page.getByRole('region', { name: 'New arrivals' });
  await expect(carousel.getByText('Showing 1–4 of 12')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slides' }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByText('Showing 5–8 of 12')).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Smoked salmon' })).toBeInViewport();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByText('Showing 9–12 of 12')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(carousel.getByText('Showing 9–9 of 12')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a best deal counts down every second', async ({ page }) => {
  await page.goto('/zapp-test-designs?lng=en');
  const timer = page.getByRole('region', { name: 'Best deals' }).getByRole('timer').first();
  await expect(timer).toHaveText(/^Ends in 2 days 4 h 59 min \d+ s$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
});

test('the checkout form continues to the order review without checking anything', async ({ page }) => {
  await page.goto('/checkout?lng=en');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Aino');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Your Order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no order was placed' })).toBeVisible();
});

test('the merchant wizard refuses a photo that is not a JPEG or PNG, whatever its name, and links by keyboard', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/merchant-wizard?lng=en');
  await page.getByRole('checkbox', { name: /Sourdough loaf/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 4: Upload Photos' })).toBeFocused();
  await page.getByLabel('Photos (JPEG or PNG)').setInputFiles([
    {
      name: 'loaf.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
    },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text') },
  ]);
  await expect(page.getByRole('list', { name: 'Added photos' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'notes.jpg is not a JPEG or PNG image' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Bakery' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Link Bakery to Sourdough loaf' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sourdough loaf: Bakery')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('1 photo')).toBeVisible();

  // The last step's product-add table, a prototype on sample rows: a row with no name says so.
  await page.getByRole('button', { name: 'Add, row 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Product Name, row 2' })).toHaveAccessibleDescription('Required');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('every prototype screen fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const route of routes) {
    await page.goto(`${route.path}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: route.en, exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([route.path, overflow]).toEqual([route.path, 0]);
  }
});

test('a carousel slides, unless the visitor asks for reduced motion', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const transitionOfTrack = () =>
    page
      .getByRole('region', { name: 'New arrivals' })
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((slide) => getComputedStyle(slide.parentElement as Element).transitionDuration);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/zapp-test-designs?lng=en');
  expect(await transitionOfTrack()).toBe('0.3s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transitionOfTrack()).toBe('0s');
});

test('a prototype arrives drawn by the server, its form disabled until the app has taken it over, then takes typing', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const arrived = await (await page.request.get('/checkout?lng=en', { headers: { accept: 'text/html' } })).text();
  expect(arrived).toMatch(/<h1 id="[^"]+">Checkout<\/h1>/);
  expect(arrived).toMatch(/<fieldset role="none" disabled=""/);

  await page.goto('/checkout?lng=en');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeEnabled({ timeout: 20_000 });
  await firstName.fill('Aino');
  await expect(firstName).toHaveValue('Aino');
  expect(errors).toEqual([]);
});
