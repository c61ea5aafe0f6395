import { expect, test, type Page } from './support/journey';
import { seedStores } from '../../src/server/seed/seed-stores';
import { firstScreenInteractiveMark } from '../../src/presentation/startup/screen-alive';
import { chunkFiles, isChunkFile } from './support/chunk-files';
import { addOne, helmiListPath } from './support/storefront';
import { textsIn } from './support/texts';

const restaurant = seedStores.find((store) => store.industries.some((industry) => industry.id === 21))?.name ?? '';

/** The element the page arrived with, before any script ran: the first store or product card, or the heading. */
type Arrived = 'card' | 'heading';
const selectorOf: Record<Arrived, string> = { card: '#root article', heading: '#root h1' };

/** Notes the element the page arrives with, to tell later whether React took it over or drew another. */
async function markArrived(page: Page, what: Arrived): Promise<void> {
  await page.addInitScript((selector: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { arrived: Element | null }).arrived = document.querySelector(selector);
    });
  }, selectorOf[what]);
}

/** The element the server drew is the one on screen: React took the page over instead of drawing it again. */
const arrivedKept = (page: Page, what: Arrived) =>
  page.evaluate((selector: string) => {
    const arrived = (window as unknown as { arrived: Element | null }).arrived;
    return arrived !== null && document.contains(arrived) && document.querySelector(selector) === arrived;
  }, selectorOf[what]);

/** Page errors and console errors, but not a missing favicon. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

test('the store listing arrives drawn by the server, comes alive in place, and its links stay in the app', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await markArrived(page, 'card');

  const arrived = await page.request.get('/', { headers: { accept: 'text/html' } });
  expect(await arrived.text()).toContain(`<h2`);
  expect(await arrived.text()).toContain(restaurant);

  await page.goto('/');
  const card = page.getByRole('article', { name: restaurant });
  await expect(card).toBeVisible();
  // Alive (the controls the server drew disabled are enabled once the app has taken the page over): the card's
  // link opens the store inside the app, without loading a new page.
  await expect(page.getByRole('tab').first()).toBeEnabled({ timeout: 20_000 });
  expect(await arrivedKept(page, 'card')).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\//);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(errors).toEqual([]);
});

test('the FAQ arrives drawn by the server, in the language kept, and comes alive in place', async ({ page }) => {
  const errors = errorsOf(page);
  await markArrived(page, 'heading');
  const arrived = await (await page.request.get('/faqs?lng=en', { headers: { accept: 'text/html' } })).text();
  expect(arrived).toContain('How do I place an order?');

  await page.goto('/faqs?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  // Its questions answer once the app has taken the page over (disabled until then, as every drawn control).
  const question = page.getByRole('button', { name: 'How do I place an order?' });
  await expect(question).toBeEnabled({ timeout: 20_000 });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await arrivedKept(page, 'heading')).toBe(true);
  expect(errors).toEqual([]);
});

const drawnFirstSteps = [
  ['the sign-up', '/signup/user?lng=en', 'Sign up', 'Mobile number'],
  ['the forgotten PIN', '/forgot-pin?lng=en', 'Forgot PIN', 'Mobile number'],
  ["the console's sign-in", '/orders-mgmt?lng=en', 'Staff sign-in', 'Username'],
] as const;

for (const [name, url, title, field] of drawnFirstSteps) {
  test(`${name} arrives drawn by the server at its first step and comes alive in place`, async ({ page }) => {
    const errors = errorsOf(page);
    await markArrived(page, 'heading');
    const arrived = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
    expect(arrived).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    // Its fields take no typing the app would then lose: disabled until the app has taken the page over.
    expect(arrived).toMatch(/<fieldset[^>]* disabled=""[^>]*>\s*<form/);

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel(field)).toBeEnabled({ timeout: 20_000 });
    await page.getByLabel(field).fill('3001234567');
    await expect(page.getByLabel(field)).not.toHaveValue('');
    expect(await arrivedKept(page, 'heading')).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('the console signed in arrives as its frame, with nothing of the store in it, and is filled in where it stands', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await markArrived(page, 'heading');
  await page.goto('/orders-mgmt?lng=en');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeEnabled({ timeout: 20_000 });
  await page.getByLabel('Username').fill('helmi-staff');
  await page.getByLabel('Password').fill('helmi-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Live: new orders appear here as they arrive.')).toBeVisible();

  // The browser keeps a session (its hint cookie): the server draws the frame, and nothing of the store's.
  const arrived = await (await page.request.get('/orders-mgmt?lng=en', { headers: { accept: 'text/html' } })).text();
  expect(arrived).toContain('<h2>Orders</h2>');
  expect(arrived).toContain('Loading the console…');
  expect(arrived).not.toContain('Staff sign-in');
  expect(arrived).not.toContain('Sataman Helmi');
  expect(arrived).not.toContain('Helmi Kitchen');

  await page.goto('/orders-mgmt?lng=en');
  await expect(page.getByText('Helmi Kitchen · Sataman Helmi')).toBeVisible();
  await expect(page.getByText('Live: new orders appear here as they arrive.')).toBeVisible();
  // React took the drawn frame over (its heading is the one the page arrived with), without a mismatch.
  expect(await arrivedKept(page, 'heading')).toBe(true);
  expect(errors).toEqual([]);
});

test("the listing's first pictures are asked for alone, and the frame's own work waits until the screen is alive and needed", async ({
  page,
}) => {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  // The banners at the top are asked for alone: the page does not ask for the app's code ahead.
  expect(html).toMatch(/<link rel="preload" as="image"/);
  expect(html).not.toContain('data-app-start');

  await page.goto('/');
  await expect(page.getByRole('tab').first()).toBeEnabled({ timeout: 20_000 });
  const asked = (paths: readonly string[]) =>
    page.evaluate(
      (wanted) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => wanted.includes(new URL(entry.name).pathname))
          .map((entry) => ({ startTime: entry.startTime, responseEnd: entry.responseEnd })),
      paths,
    );
  // The app's code came (the page's own script asks for it once the pictures are on screen: unit-tested, as a
  // journey cannot tell the order apart from the machine's speed).
  expect((await asked(chunkFiles('start'))).length).toBeGreaterThan(0);
  // The version check's code is asked for once the listing is alive; a first visit's guest has no address to
  // restore, so the address book's code is not asked for at all.
  await expect.poll(async () => (await asked(chunkFiles('version'))).length).toBeGreaterThan(0);
  const alive = await page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime,
    firstScreenInteractiveMark,
  );
  const versionCheck = await asked(chunkFiles('version'));
  expect(alive).toBeDefined();
  expect(Math.min(...versionCheck.map((entry) => entry.startTime))).toBeGreaterThanOrEqual(alive ?? Number.NaN);
  expect(await asked(chunkFiles('address-book'))).toEqual([]);
  // A first-time visitor's guest sign-in, and the request library it brings, start once the listing is alive.
  await expect.poll(async () => (await asked(chunkFiles('axios-exchange'))).length).toBeGreaterThan(0);
  const requestLibrary = await asked(chunkFiles('axios-exchange'));
  expect(Math.min(...requestLibrary.map((entry) => entry.startTime))).toBeGreaterThanOrEqual(alive ?? Number.NaN);
});

const guestSignIn = '**/api/v2/users/authenticate_anonymously';

test("a first-time visitor's listing comes alive before the guest's sign-in; another screen waits for it", async ({
  page,
}) => {
  const errors = errorsOf(page);
  await markArrived(page, 'card');
  // The sign-in is held until the test lets it go: what the visitor sees meanwhile does not depend on speed.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let signInsAsked = 0;
  await page.route(guestSignIn, async (route) => {
    signInsAsked += 1;
    await released;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('tab').first()).toBeEnabled({ timeout: 20_000 });
  await expect.poll(() => signInsAsked).toBe(1);
  // Alive and still the server's drawing, with the guest's "Log in", while the sign-in is on its way.
  expect(await arrivedKept(page, 'card')).toBe(true);
  await expect(page.getByRole('button', { name: textsIn('fi')('accountMenu.logIn') })).toBeEnabled();

  await page.getByRole('article', { name: restaurant }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('status').filter({ hasText: textsIn('fi')('startup.signingIn') })).toBeVisible();

  release();
  await expect(page.getByRole('status').filter({ hasText: textsIn('fi')('startup.signingIn') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(signInsAsked).toBe(1);
  expect(errors).toEqual([]);
});

test("a first-time visitor's failed sign-in takes the listing the server drew away, and trying again brings it back", async ({
  page,
}) => {
  let refuse = true;
  await page.route(guestSignIn, async (route) => {
    if (refuse) await route.abort('connectionfailed');
    else await route.continue();
  });

  await page.goto('/');
  await expect(page.getByText(textsIn('fi')('startup.signInFailed'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: restaurant })).toHaveCount(0);

  refuse = false;
  await page.getByRole('button', { name: textsIn('fi')('startup.retry') }).click();
  await expect(page.getByRole('article', { name: restaurant })).toBeVisible();
});

test('a visitor who chose English gets the first screen drawn in English on the next visit', async ({ page }) => {
  await markArrived(page, 'card');
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Kieli' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();

  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect.poll(() => arrivedKept(page, 'card'), { timeout: 20_000 }).toBe(true);
});

test("a store's product list arrives drawn by the server, and its rows take orders once it is alive", async ({
  page,
}) => {
  const fi = textsIn('fi');
  const errors = errorsOf(page);
  await markArrived(page, 'card');
  const arrived = await (await page.request.get(helmiListPath, { headers: { accept: 'text/html' } })).text();
  expect(arrived).toContain(fi('catalog.row.addLabel', { name: 'Lohikeitto' }));

  await page.goto(helmiListPath);
  await expect.poll(() => arrivedKept(page, 'card'), { timeout: 20_000 }).toBe(true);
  await addOne(page, 'Lohikeitto', fi);
  await expect(page.getByRole('region', { name: fi('catalog.checkoutBar.label') })).toContainText(
    fi('catalog.checkoutBar.items', { count: 1 }),
  );
  expect(errors).toEqual([]);
});

test('a product added on a drawn product list before the guest has signed in stays in the cart after the sign-in', async ({
  page,
}) => {
  const fi = textsIn('fi');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(guestSignIn, async (route) => {
    await released;
    await route.continue();
  });
  const checkoutBar = page.getByRole('region', { name: fi('catalog.checkoutBar.label') });

  await page.goto(helmiListPath);
  await addOne(page, 'Lohikeitto', fi);
  await expect(checkoutBar).toContainText(fi('catalog.checkoutBar.items', { count: 1 }));
  release();
  await page.waitForResponse(guestSignIn);
  // The sign-in kept the line; one more of it is still one line's quantity.
  await page.getByRole('button', { name: fi('catalog.row.increase', { name: 'Lohikeitto' }) }).click();
  await expect(checkoutBar).toContainText(fi('catalog.checkoutBar.items', { count: 2 }));
  await page.reload();
  await expect(checkoutBar).toContainText(fi('catalog.checkoutBar.items', { count: 2 }));
});

test("a product's details page arrives drawn by the server, keeps its product, and adds the chosen size", async ({
  page,
}) => {
  const fi = textsIn('fi');
  const errors = errorsOf(page);
  const detailsPath = '/products/details/pizzeria-vallila/ALL/ALL/21/pizzeria-vallila--margherita/1';
  const arrived = await (await page.request.get(detailsPath, { headers: { accept: 'text/html' } })).text();
  expect(arrived).toContain('<h1>Margherita</h1>');

  // The browser takes over the product the server drew instead of asking for it again.
  const productRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v\d\/products\/pizzeria-vallila--margherita/.test(request.url())) productRequests.push(request.url());
  });
  await markArrived(page, 'heading');
  await page.goto(detailsPath);
  const size = page.getByRole('radio', { name: 'Perhe' });
  // Disabled while drawn by the server; enabled once the app has taken the page over.
  await expect(size).toBeEnabled({ timeout: 20_000 });
  expect(await arrivedKept(page, 'heading')).toBe(true);
  await size.check();
  await page.getByRole('button', { name: fi('catalog.details.addToCart') }).click();
  await expect(page.getByRole('status').filter({ hasText: fi('catalog.details.added') })).toBeVisible();
  expect(productRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test("the session's own screens arrive as a frame drawn by the server, which the browser fills in with the guest's cart and orders", async ({
  page,
}) => {
  const fi = textsIn('fi');
  const errors = errorsOf(page);
  await markArrived(page, 'heading');

  // The server draws the frame; what belongs to the session (the cart, the orders) only the browser knows.
  const framed = await (await page.request.get('/order/history', { headers: { accept: 'text/html' } })).text();
  expect(framed).toContain(`<h1 id="orders-title">${fi('orderHistory.title')}</h1>`);

  // Two soups: one is under the store's minimum order.
  await page.goto(helmiListPath);
  await addOne(page, 'Lohikeitto', fi);
  await page.getByRole('button', { name: fi('catalog.row.increase', { name: 'Lohikeitto' }) }).click();
  await expect(page.getByRole('group', { name: fi('catalog.row.quantity', { name: 'Lohikeitto' }) })).toContainText(
    '2',
  );
  await page.goto('/checkout/cart-summary');
  await expect(page.getByRole('heading', { level: 1, name: fi('checkout.title') })).toBeVisible();
  await expect(page.getByText('Lohikeitto').first()).toBeVisible();
  await expect.poll(() => arrivedKept(page, 'heading'), { timeout: 20_000 }).toBe(true);
  await page.getByRole('checkbox', { name: fi('checkout.terms.accept') }).check();
  await page.getByRole('button', { name: fi('checkout.pay.label', { method: fi('payment.method.CASH') }) }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-success\/inv_/);
  await expect(page.getByRole('heading', { name: fi('tracking.receiptPrompt.title') })).toBeVisible();
  // The receipt prompt needs only the order's id: it is in the confirmation's frame, drawn before any script runs.
  const confirmationFrame = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  expect(confirmationFrame).toContain(`<h1 id="receipt-title">${fi('tracking.receiptPrompt.title')}</h1>`);

  // Its confirmation, opened afresh, and the order history: frames taken over, filled with the guest's order,
  // without the cart's storage code (only "order again" needs it).
  const cartStorageCode: string[] = [];
  page.on('request', (request) => {
    if (isChunkFile(request.url(), 'cart-database')) cartStorageCode.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: fi('tracking.receiptPrompt.title') })).toBeVisible();
  await page.goto('/order/history');
  await expect(page.getByRole('heading', { level: 1, name: fi('orderHistory.title') })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Sataman Helmi');
  await expect.poll(() => arrivedKept(page, 'heading'), { timeout: 20_000 }).toBe(true);
  expect(cartStorageCode).toEqual([]);
  expect(errors).toEqual([]);
});

test('what was typed into the drawn store search before the app came alive stays, each keystroke judged as the app would', async ({
  page,
}) => {
  // The app's scripts are held until the text is in: the field is the server's drawing, with no filter yet.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/?lng=en', { waitUntil: 'commit' });
  const field = page.getByRole('searchbox', { name: textsIn('en')('storeSearch.label') });
  await field.pressSequentially('piz#za');
  await expect(field).toHaveValue('piz#za');

  release();
  await expect(page).toHaveURL(/[?&]search=pizza(&|$)/, { timeout: 20_000 });
  await expect(field).toHaveValue('pizza');
});

test('an unknown address arrives drawn as "Page not found", answered 404, and comes alive in place', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await markArrived(page, 'heading');
  const arrived = await page.request.get('/no-such-page?lng=en', { headers: { accept: 'text/html' } });
  expect(arrived.status()).toBe(404);
  expect(await arrived.text()).toMatch(/<h1>Page not found<\/h1>/);

  await page.goto('/no-such-page?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Alive once the header's controls, drawn disabled, are enabled: its way back then stays in the app.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled({ timeout: 20_000 });
  expect(await arrivedKept(page, 'heading')).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('link', { name: 'Back to stores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(errors).toEqual([]);
});

test('/home and an order\u2019s short address send the browser on before any of the app loads', async ({ page }) => {
  const home = await page.request.get('/home?lng=en', { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers()['location']).toBe('/products?trade_type_id=1');
  const short = await page.request.get('/o/inv_unknown', { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(short.headers()['location']).toBe('/checkout/payment-success/inv_unknown?showOrderDetail=true');

  const arrived = await page.goto('/home?lng=en');
  // The server sent the browser on: the page that arrived is the listing's, asked for after the redirect.
  expect(arrived?.request().redirectedFrom()?.url()).toMatch(/\/home\?lng=en$/);
  await expect(page).toHaveURL(/\/products\?trade_type_id=1$/);
  // The language asked for on the way is kept: the listing is drawn and shown in English.
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect(page.getByRole('article', { name: restaurant })).toBeVisible();
});
