import path from 'node:path';
import { expect, test, type Page } from './support/journey';
import { seriousAxeViolations } from './support/axe';
import { startOwnServer, type OwnServer } from './support/own-server';
import { airport, fillRoute, kamppi } from './support/transport-route';
import { journeyLanguages } from './support/journey-languages';

/** The repository's example transport host (Satamataksi), served by the server as config.json. */
const transportHost = { STOREFRONT_CONFIG: path.join(__dirname, '../../examples/transport.json') };

const words = {
  fi: {
    name: 'Matkustajan nimi',
    phone: 'Matkustajan puhelinnumero',
    seePrices: 'Näytä hinnat',
    book: 'Tilaa tämä kyyti',
    searching: 'Etsitään kuljettajaa…',
    cancel: 'Peru kuljettajan haku',
    cancelledSearch: 'Kuljettajan haku peruttiin',
    history: 'Varaukseni',
    booking: 'Varaus',
    searchingStatus: 'Kuljettajaa haetaan',
    cancelledStatus: 'Peruttu',
    pages: {
      '/transport/about-us': { title: 'Meistä', speaksOfRides: /taksipalvelu/ },
      '/terms': { title: 'Käyttöehdot', speaksOfRides: /kyyti/ },
      '/transport/privacy-policy': { title: 'Tietosuojaseloste', speaksOfRides: /kyydin/ },
    },
    version: 'Versio',
  },
  en: {
    name: "Passenger's name",
    phone: "Passenger's phone number",
    seePrices: 'See prices',
    book: 'Book this ride',
    searching: 'Looking for a driver…',
    cancel: 'Cancel driver search',
    cancelledSearch: 'The driver search was cancelled',
    history: 'My Bookings',
    booking: 'Booking',
    searchingStatus: 'Searching for a driver',
    cancelledStatus: 'Cancelled',
    pages: {
      '/transport/about-us': { title: 'About Us', speaksOfRides: /taxi service/ },
      '/terms': { title: 'Terms and Conditions', speaksOfRides: /ride/ },
      '/transport/privacy-policy': { title: 'Privacy Policy', speaksOfRides: /ride/ },
    },
    version: 'Version',
  },
} as const;

type Language = keyof typeof words;

/** What the storefront's own (restaurant) texts speak of; a taxi host's pages must not. */
const foodWords = /restaurant|food|menu|ravintol|ruoka|ruokalista/i;

/** Books a ride of the car type titled `car` on the given route, and answers the code its page shows. */
async function bookRide(
  page: Page,
  url: string,
  language: Language,
  car: RegExp,
  route: Parameters<typeof fillRoute>[2],
): Promise<string> {
  const text = words[language];
  await page.goto(`${url}/transport/main-page?lng=${language}`);
  await fillRoute(page, language, route);
  await page.getByLabel(text.name).fill('Aino Virtanen');
  await page.getByLabel(text.phone).fill('+358 40 123 4567');
  await page.getByRole('button', { name: text.seePrices }).click();
  await expect(page.getByRole('definition').filter({ hasText: '€' }).first()).toBeVisible();
  await page.getByRole('radio', { name: car }).check();
  await page.getByRole('button', { name: text.book }).click();
  await expect(page).toHaveURL(/\/transport\/confirm-booking\//);
  await expect(page.getByRole('status').filter({ hasText: text.searching })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 2, name: /R-/ }).textContent();
  const code = /R-[0-9A-Z]{10}/.exec(heading ?? '')?.[0];
  if (code === undefined) throw new Error(`No booking code in "${heading}"`);
  return code;
}

test.describe('My Bookings and the information pages of a transport host', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // No rider comes while the test runs, so a ride can be cancelled and the other stays searching.
    server = await startOwnServer(110_000, { ...transportHost, TRANSPORT_RIDER_DELAY_SECONDS: '3600' });
  });
  test.afterAll(async () => server.dispose());

  for (const language of journeyLanguages(__filename)) {
    const text = words[language];

    test(`at 360 px in ${language}: two rides booked, one cancelled; after a reload each tells its code, route, car and status`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 360, height: 740 });
      const economy = await bookRide(page, server.url, language, /Economy/, { pickup: kamppi, dropoff: airport });
      const comfort = await bookRide(page, server.url, language, /Comfort/, { pickup: airport, dropoff: kamppi });
      await page.getByRole('button', { name: text.cancel }).click();
      await expect(page.getByRole('status').filter({ hasText: text.cancelledSearch })).toBeVisible();

      await page.goto(`${server.url}/transport/booking-history?lng=${language}`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: text.history })).toBeVisible();
      const rides = page.getByRole('main').getByRole('listitem');
      const searching = rides.filter({ has: page.getByRole('heading', { name: `${text.booking} ${economy}` }) });
      const cancelled = rides.filter({ has: page.getByRole('heading', { name: `${text.booking} ${comfort}` }) });
      await expect(searching).toContainText(`${kamppi.picked[language]} → ${airport.picked[language]}`);
      await expect(searching).toContainText('Economy');
      await expect(searching).toContainText(text.searchingStatus);
      await expect(cancelled).toContainText(`${airport.picked[language]} → ${kamppi.picked[language]}`);
      await expect(cancelled).toContainText('Comfort');
      await expect(cancelled).toContainText(text.cancelledStatus);
      // The newer ride first; the raw ride ids and car values are nowhere a person reads.
      await expect(rides.first()).toContainText(comfort);
      await expect(page.getByRole('main')).not.toContainText('ride_');
      await expect(page.getByRole('main')).not.toContainText('comfort');

      await expect(page.getByRole('link', { name: new RegExp(comfort) })).toHaveAttribute(
        'href',
        /\/transport\/confirm-booking\/ride_/,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test(`at 360 px in ${language}: About Us, Terms and Privacy speak of rides, About Us shows the version`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const meta = (await (await page.request.get(`${server.url}/meta.json`)).json()) as { version: string };
      const found: Record<string, string[]> = {};
      for (const [pagePath, expected] of Object.entries(text.pages)) {
        await page.goto(`${server.url}${pagePath}?lng=${language}`);
        await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
        const article = page.getByRole('article');
        await expect(article).toContainText(expected.speaksOfRides);
        await expect(article).not.toContainText(foodWords);
        if (pagePath === '/transport/about-us') await expect(article).toContainText(`${text.version} ${meta.version}`);
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) found[pagePath] = violations;
      }
      expect(found).toEqual({});
    });
  }
});
