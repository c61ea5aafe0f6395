import type { Page, Route } from '@playwright/test';

const embeddedConfig = /<script type="application\/json" id="storefront-config">[\s\S]*?<\/script>/;

/**
 * Serves a test's config.json instead of the host's. The reference server puts the served config.json into the
 * page; the page is answered without it here, so the app fetches config.json as it does from any static host,
 * and the handler answers that request.
 */
export async function routeConfigJson(page: Page, handler: (route: Route) => Promise<void>): Promise<void> {
  await page.route('**/config.json', handler);
  await page.route('**/*', async (route) => {
    // Only the storefront's own page: frames of other origins (a test's foreign page) pass untouched.
    if (route.request().resourceType() !== 'document' || route.request().frame() !== page.mainFrame()) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(embeddedConfig, '') });
  });
}
