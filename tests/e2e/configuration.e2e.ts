import { expect, test } from './support/journey';
import { routeConfigJson } from './support/config-route';

test('a host configuration with a bad field stops start-up with a message naming the field', async ({ page }) => {
  await routeConfigJson(page, async (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ colours: { primary: 'blue' } }) }),
  );
  await page.goto('/?lng=en');
  await expect(page.getByRole('alert')).toContainText('Invalid configuration: colours.primary');
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a configuration file that cannot be read says so instead of showing a blank page', async ({ page }) => {
  await routeConfigJson(page, async (route) => route.fulfill({ status: 200, body: '{ not json' }));
  await page.goto('/?lng=en');
  await expect(page.getByRole('alert')).toContainText('The configuration file config.json could not be read');
});

test('the host can switch the whole site off with its own message', async ({ page }) => {
  await routeConfigJson(page, async (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ siteDisabled: true, siteDisabledMessage: 'Back on Monday' }),
    }),
  );
  await page.goto('/?lng=en');
  await expect(page.getByText('Back on Monday')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the reference server delivers the configuration with the page: the app asks for no config.json', async ({
  page,
}) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
  });
  // The app reads its configuration before it signs the guest in: once the sign-in is asked for, it has started.
  const signIn = page.waitForRequest((request) => request.url().includes('/authenticate_anonymously'));
  await page.goto('/?lng=en');
  await expect(page.getByRole('article').first()).toBeVisible();
  await signIn;
  expect(configRequests).toEqual([]);
});
