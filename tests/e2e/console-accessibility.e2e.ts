import { expect, test } from './support/journey';
import { seriousAxeViolations } from './support/axe';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): Sataman Helmi's owner helmi-owner (README), who may open every console page.

type Language = 'fi' | 'en';

const signInWords: Record<Language, { heading: string; username: string; password: string; submit: string }> = {
  fi: {
    heading: 'Henkilökunnan kirjautuminen',
    username: 'Käyttäjätunnus',
    password: 'Salasana',
    submit: 'Kirjaudu',
  },
  en: { heading: 'Staff sign-in', username: 'Username', password: 'Password', submit: 'Sign in' },
};

const dashboardHeading: Record<Language, string> = { fi: 'Yhteenveto', en: 'Dashboard' };

/** Every console page by its address, with its heading (the menu's name; the add form's own) in each language. */
const consolePages: ReadonlyArray<{ path: string; heading: Record<Language, string> }> = [
  { path: '/dashboard', heading: dashboardHeading },
  { path: '/orders-mgmt', heading: { fi: 'Tilaukset', en: 'Orders' } },
  { path: '/orders-mgmt/past', heading: { fi: 'Aiemmat tilaukset', en: 'Past orders' } },
  { path: '/inventory-mgmt', heading: { fi: 'Tuotteet', en: 'Inventory' } },
  { path: '/inventory-mgmt/add', heading: { fi: 'Lisää tuotteita', en: 'Add products' } },
  { path: '/promotions', heading: { fi: 'Kampanjat', en: 'Promotions' } },
  { path: '/transactions', heading: { fi: 'Maksutapahtumat', en: 'Transactions' } },
  { path: '/staff-mgmt', heading: { fi: 'Henkilökunta', en: 'Staff' } },
  { path: '/pnl', heading: { fi: 'Tulos', en: 'Profit and loss' } },
  { path: '/store-settings', heading: { fi: 'Kaupan asetukset', en: 'Store settings' } },
  { path: '/test', heading: { fi: 'Savutesti', en: 'Smoke test' } },
];

/** The console's loading messages (console.loading, office.loading, office.pnl.chartLoading) in both languages. */
const stillLoading = /ladataan|loading|piirretään|drawing/i;

for (const language of journeyLanguages(__filename)) {
  test(`the console's sign-in and every console page have no serious or critical axe violation (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ timezoneId: 'Europe/Helsinki' });
    const page = await context.newPage();
    try {
      const words = signInWords[language];
      await page.goto(`/dashboard?lng=${language}`);
      await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
      expect(['sign-in', await seriousAxeViolations(page)]).toEqual(['sign-in', []]);
      await page.getByLabel(words.username).fill('helmi-owner');
      await page.getByLabel(words.password).fill('helmi-owner-2026');
      await page.getByRole('button', { name: words.submit, exact: true }).click();
      // Signed in (the session is kept) before the next address is opened.
      await expect(page.getByRole('heading', { name: dashboardHeading[language], level: 2 })).toBeVisible();
      for (const { path, heading } of consolePages) {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.getByRole('heading', { name: heading[language], level: 2 })).toBeVisible();
        // The page's own content has arrived, not only its heading: no loading message is left.
        await expect(page.getByRole('status').filter({ hasText: stillLoading })).toHaveCount(0);
        expect([path, await seriousAxeViolations(page)]).toEqual([path, []]);
      }
    } finally {
      await context.close();
    }
  });
}
