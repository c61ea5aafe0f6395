import type { Page } from 'puppeteer-core';
import { consoleTextsIn, textsIn } from '../../tests/e2e/support/texts';

// The pages the targets name, and the state each needs in the browser before it is measured. The
// state is made through the product's own screens, in Finnish (its default, and the language measured), by the
// same browser profile Lighthouse then measures in: the guest session, the cart in IndexedDB and the orders
// all belong to that one visitor.

const t = textsIn('fi');
const consoleText = consoleTextsIn('fi');

// Seeded data (src/server/seed): Sataman Helmi has a banner and sells Lohikeitto at 14,90 with a 15,00
// minimum, so two soups can be paid in cash; Pizzeria Vallila's Margherita has sizes, so it is a product
// whose details page a customer really opens. No seeded product has pictures.
export const store = { queryId: 'sataman-helmi', product: 'Lohikeitto' } as const;
export const productListPath = `/products/product-list/${store.queryId}/ALL/ALL/21`;
const productDetailsPath = '/products/details/pizzeria-vallila/ALL/ALL/21/pizzeria-vallila--margherita/1';

export interface BenchPage {
  /** The name PAGES=… selects it by. */
  id: string;
  /** What the report calls it. */
  label: string;
  /** Whether the issue asks ≥ 95 (first screens) or ≥ 90 (the checkout's pages). */
  performanceTarget: number;
  /** The host it is opened on: the shop (the build's own config.json) or the example transport host. */
  host?: BenchHost;
  /** Prepares the state in the browser's profile and answers the path to measure. */
  prepare(page: Page, baseUrl: string): Promise<string>;
  /** The page is answered "404 Not Found" on purpose (Lighthouse refuses such a page unless told). */
  answeredNotFound?: boolean;
}

export type BenchHost = 'shop' | 'transport';

const stateless = (path: string) => async (): Promise<string> => path;

/** A page that needs no state, ≥ 95 like every first screen. */
const plain = (id: string, path: string, host: BenchHost = 'shop'): BenchPage => ({
  id,
  label: `\`${path}\`${host === 'transport' ? ' (transport host)' : ''}`,
  performanceTarget: 95,
  host,
  prepare: stateless(path),
});

export const benchPages: readonly BenchPage[] = [
  { id: 'home', label: '`/` (Finnish)', performanceTarget: 95, prepare: stateless('/') },
  { id: 'home-en', label: '`/?lng=en`', performanceTarget: 95, prepare: stateless('/?lng=en') },
  {
    id: 'product-list',
    label: 'Product list (Sataman Helmi)',
    performanceTarget: 95,
    prepare: stateless(productListPath),
  },
  {
    id: 'product-details',
    label: 'Product details (Margherita)',
    performanceTarget: 95,
    prepare: stateless(productDetailsPath),
  },
  {
    id: 'order-history',
    label: '`/order/history` (one order)',
    performanceTarget: 95,
    prepare: async (page, baseUrl) => {
      await placeOrder(page, baseUrl);
      return '/order/history';
    },
  },
  {
    id: 'cart-summary',
    label: 'Cart summary (one line)',
    performanceTarget: 90,
    prepare: async (page, baseUrl) => {
      await addToCart(page, baseUrl, 1);
      return '/checkout/cart-summary';
    },
  },
  {
    id: 'confirmation',
    label: 'Order confirmation',
    performanceTarget: 90,
    prepare: async (page, baseUrl) => new URL(await placeOrder(page, baseUrl)).pathname,
  },
  // Issue 30: every other route a person opens.
  plain('about-us', '/about-us'),
  plain('faqs', '/faqs'),
  plain('contact', '/contact'),
  plain('careers', '/careers'),
  plain('news', '/news'),
  plain('privacy-policy', '/privacy-policy'),
  plain('cookies-policy', '/cookies-policy'),
  plain('terms', '/terms-and-conditions'),
  plain('arena-terms', '/nokia-arena-terms-and-conditions'),
  plain('riders', '/riders'),
  plain('merchants', '/merchants'),
  plain('home-page', '/home'),
  plain('sign-up', '/signup/user'),
  plain('forgot-pin', '/forgot-pin'),
  { ...plain('not-found', '/no-such-page'), answeredNotFound: true },
  plain('transport', '/transport', 'transport'),
  plain('transport-start', '/transport/transport-start-journey', 'transport'),
  plain('transport-booking', '/transport/main-page', 'transport'),
  plain('transport-history', '/transport/booking-history', 'transport'),
  plain('transport-about', '/transport/about-us', 'transport'),
  plain('transport-privacy', '/transport/privacy-policy', 'transport'),
  plain('transport-terms', '/terms', 'transport'),
  { ...plain('console-sign-in', '/orders-mgmt'), label: '`/orders-mgmt` (console sign-in)' },
  {
    id: 'console-orders',
    label: '`/orders-mgmt` (signed in, Sataman Helmi)',
    performanceTarget: 95,
    prepare: async (page, baseUrl) => {
      await signInToConsole(page, baseUrl);
      return '/orders-mgmt';
    },
  },
  plain('prototype-designs', '/zapp-test-designs'),
  plain('prototype-designs-category', '/zapp-test-designs-category'),
  plain('prototype-checkout', '/checkout'),
  plain('prototype-review-order', '/review-order'),
  plain('prototype-merchant-wizard', '/merchant-wizard'),
];

/** Selects pages by `PAGES=home,product-list`; all of them when unset, none with `PAGES=none` (the click probe alone). */
export function selectedPages(names: string | undefined): BenchPage[] {
  if (!names) return [...benchPages];
  if (names.trim() === 'none') return [];
  const wanted = names.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !benchPages.some((page) => page.id === name));
  if (unknown.length > 0) {
    throw new Error(`Unknown page(s) ${unknown.join(', ')}; known: ${benchPages.map((page) => page.id).join(', ')}`);
  }
  return benchPages.filter((page) => wanted.includes(page.id));
}

const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
const timeout = 30_000;

/** Opens Sataman Helmi's list, adds the soup, and raises it to `quantity`; resolves once the cart holds it. */
async function addToCart(page: Page, baseUrl: string, quantity: number): Promise<void> {
  const name = store.product;
  // Lighthouse's phone, so the screens are laid out as they are when measured.
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(`${baseUrl}${productListPath}`, { waitUntil: 'load', timeout });
  await page
    .locator(aria('button', t('catalog.row.addLabel', { name })))
    .setTimeout(timeout)
    .click();
  for (let count = 1; ; count += 1) {
    // The counter shows the number once the line is stored (it shows a skeleton while the add is pending).
    // (A locator's filter runs in the page and cannot see `count`, hence a function given its arguments.)
    await page.waitForFunction(
      (label: string, expected: string) => {
        const group = document.querySelector(`[role="group"][aria-label="${label}"]`);
        return group?.getAttribute('aria-busy') !== 'true' && group?.textContent?.trim() === expected;
      },
      { timeout },
      t('catalog.row.quantity', { name }),
      String(count),
    );
    if (count === quantity) return;
    await page
      .locator(aria('button', t('catalog.row.increase', { name })))
      .setTimeout(timeout)
      .click();
  }
}

/** Pays two soups in cash from the cart summary, as a guest does; answers the confirmation's address. */
async function placeOrder(page: Page, baseUrl: string): Promise<string> {
  await addToCart(page, baseUrl, 2);
  await press(page, 'link', t('catalog.checkoutBar.checkout'));
  await page.waitForFunction(() => location.pathname === '/checkout/cart-summary', { timeout });
  await press(page, 'checkbox', t('checkout.terms.accept'));
  await press(page, 'button', t('checkout.pay.label', { method: t('payment.method.CASH') }));
  await page.waitForFunction(() => /^\/checkout\/payment-success\/inv_\w+$/.test(location.pathname), { timeout });
  return page.url();
}

/** Signs Sataman Helmi's seeded staff account in on the console's sign-in, as the kitchen's tablet does. */
async function signInToConsole(page: Page, baseUrl: string): Promise<void> {
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(`${baseUrl}/orders-mgmt`, { waitUntil: 'load', timeout });
  // The server draws the sign-in with its fields disabled until the app has taken it over: a value filled in before
  // would not be the form's. A password field has no role to find it by: both fields by name.
  await page.waitForSelector('input[name="password"]:enabled', { timeout });
  await page.locator('input[name="username"]').setTimeout(timeout).fill('helmi-staff');
  await page.locator('input[name="password"]').setTimeout(timeout).fill('helmi-2026');
  await press(page, 'button', consoleText('console.signIn.submit'));
  await page
    .locator(`::-p-text(${consoleText('console.orders.live')})`)
    .setTimeout(timeout)
    .wait();
}

/**
 * Clicks a control once it is enabled, in the page rather than at its position: the preparation only needs the
 * state a person's tap makes, not the pointer's path to it (tests/e2e/product-listing.e2e.ts taps the checkout
 * bar on a phone's screen).
 */
async function press(page: Page, role: string, name: string): Promise<void> {
  const control = await page
    .locator(aria(role, name))
    .setTimeout(timeout)
    .filter((element) => !(element as HTMLButtonElement).disabled)
    .waitHandle();
  await control.evaluate((element) => (element as HTMLElement).click());
  await control.dispose();
}
