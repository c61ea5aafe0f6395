import path from 'node:path';
import { expect, test, type Browser, type Page } from './support/journey';
import { startOwnServer, type OwnServer } from './support/own-server';
import { fillRoute, kamppi } from './support/transport-route';
import { journeyLanguages } from './support/journey-languages';

/** The repository's example transport host, whose config.json names no account: each browser is its own rider. */
const transportHost = { STOREFRONT_CONFIG: path.join(__dirname, '../../examples/transport.json') };

const words = {
  fi: {
    bookARide: 'Tilaa kyyti',
    name: 'Matkustajan nimi',
    phone: 'Matkustajan puhelinnumero',
    seePrices: 'N\u00e4yt\u00e4 hinnat',
    economy: /Economy/,
    book: 'Tilaa t\u00e4m\u00e4 kyyti',
    searching: 'Etsit\u00e4\u00e4n kuljettajaa\u2026',
    cancel: 'Peru kuljettajan haku',
    history: 'Varaukseni',
    empty: 'Sinulla ei ole viel\u00e4 varauksia.',
  },
  en: {
    bookARide: 'Book a ride',
    name: "Passenger's name",
    phone: "Passenger's phone number",
    seePrices: 'See prices',
    economy: /Economy/,
    book: 'Book this ride',
    searching: 'Looking for a driver\u2026',
    cancel: 'Cancel driver search',
    history: 'My Bookings',
    empty: 'You have no bookings yet.',
  },
} as const;

type Language = keyof typeof words;

/** A phone-sized browser of its own: its own storage, so its own device id and rider. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  return context.newPage();
}

async function bookEconomy(page: Page, url: string, language: Language, passenger: string): Promise<string> {
  const say = words[language];
  await page.goto(`${url}/transport/main-page?lng=${language}`);
  await fillRoute(page, language);
  await page.getByLabel(say.name).fill(passenger);
  await page.getByLabel(say.phone).fill('+358 40 123 4567');
  await page.getByRole('button', { name: say.seePrices }).click();
  await page.getByRole('radio', { name: say.economy }).check();
  await page.getByRole('button', { name: say.book }).click();
  await expect(page).toHaveURL(/\/transport\/confirm-booking\/ride_/);
  await expect(page.getByRole('status').filter({ hasText: say.searching })).toBeVisible();
  return new URL(page.url()).pathname;
}

test.describe('two riders on one transport host, at phone width', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // An hour's search: A's ride is still searching when the journey looks at it again.
    server = await startOwnServer(110_000, { ...transportHost, TRANSPORT_RIDER_DELAY_SECONDS: '3600' });
  });
  test.afterAll(async () => server.dispose());

  for (const language of journeyLanguages(__filename)) {
    test(`B sees nothing of A\u2019s ride and cannot cancel it (${language})`, async ({ browser }) => {
      const say = words[language];
      const riderA = await phone(browser);
      const riderB = await phone(browser);
      const passenger = `Aino ${language.toUpperCase()} Virtanen`;
      const ridePath = await bookEconomy(riderA, server.url, language, passenger);

      await riderB.goto(`${server.url}/transport/booking-history?lng=${language}`);
      await expect(riderB.getByRole('heading', { name: say.history })).toBeVisible();
      await expect(riderB.getByText(say.empty)).toBeVisible();
      await expect(riderB.getByText(kamppi.picked[language])).toHaveCount(0);

      await riderB.goto(`${server.url}${ridePath}?lng=${language}`);
      await expect(riderB.getByRole('alert')).toBeVisible();
      await expect(riderB.getByText(kamppi.picked[language])).toHaveCount(0);
      await expect(riderB.getByText(passenger)).toHaveCount(0);
      await expect(riderB.getByRole('button', { name: say.cancel })).toHaveCount(0);

      await riderA.reload();
      await expect(riderA.getByRole('status').filter({ hasText: say.searching })).toBeVisible();
      await expect(riderA.getByRole('button', { name: say.cancel })).toBeVisible();
      await riderA.goto(`${server.url}/transport/booking-history?lng=${language}`);
      await expect(riderA.getByRole('listitem').filter({ hasText: kamppi.picked[language] })).toHaveCount(1);

      await riderA.context().close();
      await riderB.context().close();
    });
  }
});
