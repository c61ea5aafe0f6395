import { expect, test, type Page } from './support/journey';
import { logIn } from './support/accounts';
import { fillCartAndOpenSummary } from './support/storefront';
import { routeConfigJson } from './support/config-route';

// Seeded data (src/server/seed, src/server/accounts): the demo business account +92 300 1234568 (PIN 123456)
// buys B2B only.
const businessCustomer = { typedNumber: '3001234568', pin: '123456' } as const;

/** The shipped configuration with the given fields changed, served instead of config.json. */
async function configure(page: Page, fields: Record<string, unknown>) {
  await routeConfigJson(page, async (route) => {
    const shipped = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...shipped, ...fields }) });
  });
}

test('every API call carries the fixed latitude and longitude headers', async ({ page }) => {
  const positions: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // The event stream is opened by EventSource, which cannot set headers (its session travels in the query).
    if (path.startsWith('/api/') && !path.endsWith('/user/sse')) {
      const headers = request.headers();
      positions.push(`${headers['x-latitude']},${headers['x-longitude']}`);
    }
  });
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  // The server draws the listing, so the heading can show before the app's first call (the guest's sign-in).
  await expect.poll(() => positions.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(new Set(positions)).toEqual(new Set(['24.85,67.01']));
});

test('the business account is flagged, gets the business logo and no tip line', async ({ page }) => {
  await configure(page, { logoUrl: '/media/logo.svg', businessLogoUrl: '/media/logo-b2b.svg' });
  await page.goto('/?lng=en');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Helsinki Eats' })).toHaveAttribute(
    'src',
    '/media/logo.svg',
  );
  await logIn(page, businessCustomer.typedNumber, businessCustomer.pin);
  const account = page.getByRole('group', { name: 'Account' });
  await expect(account.getByText('Not a retail account')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Helsinki Eats' })).toHaveAttribute(
    'src',
    '/media/logo-b2b.svg',
  );

  await fillCartAndOpenSummary(page);
  await expect(page.getByRole('textbox', { name: 'Tip amount' })).toHaveCount(0);
  await expect(page.getByTestId('summary-TIP')).toHaveCount(0);
});

test('in the PROMINENT layout the customer pays by swiping, and a short swipe springs back', async ({ page }) => {
  await configure(page, { layout: 'PROMINENT' });
  await fillCartAndOpenSummary(page, 'PROMINENT');
  const swipe = page.getByRole('slider', { name: 'Swipe to pay with Cash' });
  await expect(swipe).toHaveAttribute('aria-disabled', 'false');
  // The pointer drags what is on screen: the swipe sits below the order details.
  await swipe.scrollIntoViewIfNeeded();
  const handle = await swipe.boundingBox();
  const track = await swipe.locator('..').boundingBox();
  if (!handle || !track) throw new Error('the swipe is not laid out');
  const travel = track.width - handle.width - 8;
  const y = handle.y + handle.height / 2;
  const startX = handle.x + handle.width / 2;

  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + travel * 0.6, y, { steps: 8 });
  await page.mouse.up();
  await expect(swipe).toHaveAttribute('aria-valuenow', '0');
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);
  // The handle springs back with a transition: the next drag starts once it is home again.
  await expect.poll(async () => (await swipe.boundingBox())?.x ?? Infinity).toBeLessThan(handle.x + 1);

  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + travel * 0.9, y, { steps: 8 });
  await page.mouse.up();
  await expect(page).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Z]+/);
});
