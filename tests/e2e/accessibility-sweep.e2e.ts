import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/journey';
import { seriousAxeViolations } from './support/axe';
import { inLanguagesByTurns } from './support/journey-languages';
import { routeConfigJson } from './support/config-route';
import { helmiListPath } from './support/storefront';

/**
 * Every route of the storefront a visitor can open by its address, as a guest with an empty cart, and the console's
 * sign-in. The transport mode's pages and the prototype screens have their own journeys with axe (transport,
 * ride-card-payment, prototypes), as has the console once signed in (merchant-owner, merchant-inventory).
 */
const routes = [
  '/',
  '/products',
  '/home',
  '/products/store/sataman-helmi/21',
  helmiListPath,
  '/products/details/sataman-helmi/ALL/ALL/21/sataman-helmi--lohikeitto/1',
  '/checkout/cart-summary',
  '/order/history',
  '/signup/user',
  '/forgot-pin',
  '/about-us',
  '/riders',
  '/merchants',
  '/careers',
  '/news',
  '/contact',
  '/faqs',
  '/terms-and-conditions',
  '/privacy-policy',
  '/cookies-policy',
  '/nokia-arena-terms-and-conditions',
  '/no-such-page',
  '/dashboard',
] as const;

test('every route, in Finnish and in English by turns, has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  const found: Record<string, string[]> = {};
  for (const [route, language] of inLanguagesByTurns(routes)) {
    await page.goto(`${route}${route.includes('?') ? '&' : '?'}lng=${language}`);
    // A page is ready for the check once its main heading is on screen.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    const violations = await seriousAxeViolations(page);
    if (violations.length > 0) found[`${route} (${language})`] = violations;
  }
  expect(found).toEqual({});
});

/**
 * Each example host's own screens, once, in the host's first language: its configuration (examples/*.json) served
 * instead of the default one, as a host starting with STOREFRONT_CONFIG serves it. The transport host's screens
 * have their own journeys with axe (transport, ride-card-payment).
 */
const hosts = ['arena', 'cafe', 'karachi-grocery'] as const;
const hostRoutes = ['/', '/products', '/order/history', '/checkout/cart-summary', '/about-us'] as const;

for (const host of hosts) {
  test(`the ${host} host's screens have no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const config = JSON.parse(readFileSync(path.join(__dirname, '../../examples', `${host}.json`), 'utf8')) as {
      languages?: readonly string[];
    };
    await routeConfigJson(page, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(config) }),
    );
    const language = config.languages?.[0] ?? 'fi';
    const found: Record<string, string[]> = {};
    for (const route of hostRoutes) {
      await page.goto(`${route}?lng=${language}`);
      // The arena's splash goes first; the page is ready for the check once its main heading is on screen, or the
      // dialog it opens over it (the arena's terms on its cart), which the check then covers too.
      await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible({
        timeout: 20_000,
      });
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[`${route} (${page.url()})`] = violations;
    }
    expect(found).toEqual({});
  });
}
