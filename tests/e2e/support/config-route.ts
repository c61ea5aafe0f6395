import type { Page, Route } from '@playwright/test';

const embeddedConfig = /<script type="application\/json" id="storefront-config">[\s\S]*?<\/script>/;
/** What the server adds when it draws the first screen: its styles, its state and the screen itself. */
const drawnStyles = /<style data-styled="true"[\s\S]*?<\/style>/g;
const drawnState = /<script type="application\/json" id="storefront-first-screen">[\s\S]*?<\/script>/;
const drawnScreen = /<div id="root">[\s\S]*<\/div><\/body>/;

/**
 * Serves a test's config.json instead of the host's. The reference server puts the served config.json into the
 * page, and the first screen it drew with it; the page is answered without either here, as any static host
 * serves it, so the app fetches config.json and draws the page itself, and the handler answers that request.
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
    const served = (await response.text())
      .replace(embeddedConfig, '')
      .replace(drawnStyles, '')
      .replace(drawnState, '')
      .replace(drawnScreen, '<div id="root"></div></body>');
    await route.fulfill({ response, body: served });
  });
}
