import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/journey';
import { seriousAxeViolations } from './support/axe';
import { startOwnServer, type OwnServer } from './support/own-server';
import { airport, fillRoute, kamppi } from './support/transport-route';
import { inLanguagesByTurns, journeyLanguages } from './support/journey-languages';

/**
 * The repository's example transport host, served by the server as config.json (STOREFRONT_CONFIG), so the
 * server prices the car types the page offers.
 */
const transportHost = { STOREFRONT_CONFIG: path.join(__dirname, '../../examples/transport.json') };

const formWords = {
  fi: {
    pickup: 'Nouto',
    dropoff: 'M\u00e4\u00e4r\u00e4np\u00e4\u00e4',
    seePrices: 'N\u00e4yt\u00e4 hinnat',
    addressRequired: 'Kirjoita osoite',
  },
  en: {
    pickup: 'Pickup',
    dropoff: 'Drop-off',
    seePrices: 'See prices',
    addressRequired: 'Type the address',
  },
} as const;

const journeyWords = {
  fi: {
    ...formWords.fi,
    address: 'Osoite',
    name: 'Matkustajan nimi',
    phone: 'Matkustajan puhelinnumero',
    book: 'Tilaa tämä kyyti',
  },
  en: {
    ...formWords.en,
    address: 'Address',
    name: "Passenger's name",
    phone: "Passenger's phone number",
    book: 'Book this ride',
  },
} as const;

/** Starts at a storefront path, which transport mode turns to its start page, and books an Economy ride. */
async function bookEconomy(page: Page, url: string, beforeBooking?: () => Promise<void>): Promise<void> {
  await page.goto(`${url}/products?lng=en`);
  await expect(page).toHaveURL(/\/transport\/transport-start-journey$/);
  await page.getByRole('link', { name: 'Book a ride' }).click();
  await fillRoute(page, 'en');
  await page.getByLabel("Passenger's name").fill('Aino Virtanen');
  await page.getByLabel("Passenger's phone number").fill('+358 40 123 4567');
  await page.getByRole('button', { name: 'See prices' }).click();
  const economy = page.getByRole('definition').filter({ hasText: '€' });
  await expect(economy.first()).toBeVisible();
  await page.getByRole('radio', { name: /Economy/ }).check();
  await beforeBooking?.();
  await page.getByRole('button', { name: 'Book this ride' }).click();
  await expect(page).toHaveURL(/\/transport\/confirm-booking\//);
}

test.describe('a transport host whose sandbox assigns a rider at once', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer(110_000, { ...transportHost, TRANSPORT_RIDER_DELAY_SECONDS: '0' });
  });
  test.afterAll(async () => server.dispose());

  test('estimate, book, see the rider assigned, and find the ride under My Bookings after a reload', async ({
    page,
  }) => {
    await bookEconomy(page, server.url);
    await expect(page.getByRole('status').filter({ hasText: 'Your driver is on the way' })).toBeVisible();
    // The sandbox's economy drivers (src/server/transport/store/rider-pool.ts).
    await expect(page.getByLabel('Driver')).toContainText(/Wei Ming Tan|Aino Virtanen/);
    await expect(page.getByLabel('Driver')).toContainText(/Toyota Prius|Skoda Octavia/);
    await expect(page.getByRole('button', { name: 'Cancel driver search' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Transport' }).getByRole('link', { name: 'My Bookings' }).click();
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
    await page.reload();
    const rides = page.getByRole('listitem').filter({ hasText: kamppi.picked.en });
    await expect(rides).toHaveCount(1);
    await expect(rides.first()).toContainText(airport.picked.en);
  });

  test('the start page arrives drawn by the server and comes alive in place: its menu opens, its link stays in the app', async ({
    page,
  }) => {
    const arrived = await page.request.get(`${server.url}/transport/transport-start-journey?lng=en`, {
      headers: { accept: 'text/html' },
    });
    expect(await arrived.text()).toContain('<h1>Book a taxi ride</h1>');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { arrived: Element | null }).arrived = document.querySelector('#root h1');
      });
    });
    await page.goto(`${server.url}/transport/transport-start-journey?lng=en`);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeEnabled({ timeout: 20_000 });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(
      await page.evaluate(() => {
        const drawn = (window as unknown as { arrived: Element | null }).arrived;
        (window as unknown as { samePage: boolean }).samePage = true;
        return drawn !== null && document.querySelector('#root h1') === drawn;
      }),
    ).toBe(true);
    await page.getByRole('link', { name: 'Book a ride' }).click();
    await expect(page).toHaveURL(/\/transport\/main-page$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the booking form arrives drawn by the server, disabled until the app is alive, and comes alive in place without a shift', async ({
    page,
  }) => {
    const arrived = await page.request.get(`${server.url}/transport/main-page?lng=en`, {
      headers: { accept: 'text/html' },
    });
    expect(await arrived.text()).toMatch(/<fieldset role="none" disabled=""[^>]*><h1>Your ride<\/h1>/);
    await page.addInitScript(() => {
      const seen = window as unknown as { arrived: Element | null; shifted: number };
      seen.shifted = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) seen.shifted += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        seen.arrived = document.querySelector('#root input[role="combobox"]');
      });
    });
    await page.goto(`${server.url}/transport/main-page?lng=en`);
    const seePrices = page.getByRole('button', { name: 'See prices' });
    await expect(seePrices).toBeEnabled({ timeout: 20_000 });
    // The field the server drew is the one the rider types in: taken over, not drawn again.
    expect(
      await page.evaluate(() => {
        const drawn = (window as unknown as { arrived: Element | null }).arrived;
        return drawn !== null && document.querySelector('#root input[role="combobox"]') === drawn;
      }),
    ).toBe(true);
    // Nothing moved while the app took the drawing over (the static maps stay, only the fields come alive).
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.02);
    await fillRoute(page, 'en');
    await seePrices.click();
    await expect(page.getByRole('definition').filter({ hasText: '€' }).first()).toBeVisible();
  });

  test('mails a confirmation link to the address typed, then the receipt once the rider confirms', async ({ page }) => {
    await bookEconomy(page, server.url, async () => {
      await page.getByLabel('E-mail for the receipt (optional)').fill('aino@example.fi');
    });
    await expect(page.getByRole('status').filter({ hasText: /^We sent a confirmation link/ })).toBeVisible();
    const mailsTo = async () => {
      const outbox = await page.request.get(`${server.url}/dev/outbox?recipient=aino%40example.fi&limit=5`);
      return ((await outbox.json()) as { messages: { subject: string; body: string }[] }).messages;
    };
    const [confirmation] = await mailsTo();
    expect(confirmation?.body).not.toContain(kamppi.picked.en);
    const link = /https?:\/\/\S+\/ride-receipts\/confirm\S*/.exec(confirmation?.body ?? '')?.[0] ?? '';
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
    const [receipt] = await mailsTo();
    expect(receipt?.subject).toMatch(/^Ride receipt R-/);
    expect(receipt?.body).toContain(`Pickup: ${kamppi.picked.en}`);
  });

  test('every transport page, in Finnish and in English by turns, has no serious or critical axe violation', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await bookEconomy(page, server.url);
    await expect(page.getByRole('status').filter({ hasText: 'Your driver is on the way' })).toBeVisible();
    const confirmBooking = new URL(page.url()).pathname;
    const pages = [
      '/transport/transport-start-journey',
      '/transport/main-page',
      '/transport/location-pickup',
      '/transport/confirm-pickup-location',
      confirmBooking,
      '/transport/booking-success',
      '/transport/stripe/payment-success',
      '/transport/booking-history',
      '/transport/about-us',
      '/transport/privacy-policy',
      '/terms',
    ];
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[name] = violations;
    };
    for (const [path, language] of inLanguagesByTurns(pages)) {
      await page.goto(`${server.url}${path}?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The pages that load something are checked as they show it, not while they load.
      await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
      await check(`${path} (${language})`);
    }
    for (const language of journeyLanguages(__filename)) {
      // The booking form with every field's message, then with the prices of each car type.
      const words = formWords[language];
      await page.goto(`${server.url}/transport/main-page?lng=${language}`);
      await page.getByRole('button', { name: words.seePrices }).click();
      await expect(page.getByRole('group', { name: words.pickup }).getByText(words.addressRequired)).toBeVisible();
      await check(`booking form with field errors (${language})`);
      await fillRoute(page, language);
      await page.getByRole('button', { name: words.seePrices }).click();
      await expect(page.getByRole('radio').first()).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: '€' }).first()).toBeVisible();
      await check(`booking form with prices (${language})`);
    }
    expect(found).toEqual({});
  });

  test('speaks Finnish at 360 px, keeps what was typed and names the bad fields', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/transport/main-page?lng=fi`);
    const pickup = page.getByRole('group', { name: 'Nouto' });
    await pickup.getByRole('combobox', { name: 'Osoite' }).fill(kamppi.typed);
    await expect(pickup.getByRole('listbox')).toBeVisible();
    await page.getByRole('button', { name: 'Näytä hinnat' }).click();
    await expect(page.getByRole('group', { name: 'Määränpää' }).getByText('Kirjoita osoite')).toBeVisible();
    await expect(pickup.getByText('Valitse paikka ehdotusten listasta')).toBeVisible();
    await expect(pickup.getByRole('combobox', { name: 'Osoite' })).toHaveValue(kamppi.typed);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const language of journeyLanguages(__filename)) {
    test(`a rider at 360 px types "Kamppi" and "lentoasema", picks suggestions and books, never a coordinate (${language})`, async ({
      page,
    }) => {
      const words = journeyWords[language];
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${server.url}/transport/main-page?lng=${language}`);
      // The suggestion list, open, is part of the form a rider uses: it too must pass axe.
      const pickup = page.getByRole('group', { name: words.pickup });
      await pickup.getByRole('combobox', { name: words.address }).fill(kamppi.typed);
      await expect(pickup.getByRole('option', { name: kamppi.picked[language], exact: true })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await fillRoute(page, language);
      await expect(page.getByRole('textbox', { name: /Latitude|Longitude|Leveysaste|Pituusaste/ })).toHaveCount(0);
      await page.getByLabel(words.name).fill('Aino Virtanen');
      await page.getByLabel(words.phone).fill('+358 40 123 4567');
      await page.getByRole('button', { name: words.seePrices }).click();
      await expect(page.getByRole('definition').filter({ hasText: '€' }).first()).toBeVisible();
      await page.getByRole('radio', { name: /Economy/ }).check();
      await page.getByRole('button', { name: words.book }).click();
      await expect(page).toHaveURL(/\/transport\/confirm-booking\//);
      await expect(page.getByText(kamppi.picked[language])).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('a transport host whose sandbox never finds a rider during the test', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer(110_000, { ...transportHost, TRANSPORT_RIDER_DELAY_SECONDS: '3600' });
  });
  test.afterAll(async () => server.dispose());

  test('the rider search can be cancelled while it searches', async ({ page }) => {
    await bookEconomy(page, server.url);
    await expect(page.getByRole('status').filter({ hasText: 'Looking for a driver…' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel driver search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The driver search was cancelled' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel driver search' })).toHaveCount(0);
  });
});

test.describe('a Helsinki transport host at 00:30 Helsinki time', () => {
  // 2026-06-16 00:30 in Helsinki (UTC+3 in summer), the example host's time zone; 05:30 in Singapore.
  const halfPastMidnight = Date.parse('2026-06-15T21:30:00Z');
  let server: OwnServer;
  let clockFolder: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    clockFolder = await mkdtemp(path.join(os.tmpdir(), 'transport-clock-'));
    const clockFile = path.join(clockFolder, 'offset');
    // The server adds this offset to its real time on every call (TEST_CLOCK_FILE, ignored in production).
    await writeFile(clockFile, String(halfPastMidnight - Date.now()));
    server = await startOwnServer(110_000, {
      ...transportHost,
      TRANSPORT_RIDER_DELAY_SECONDS: '3600',
      TEST_CLOCK_FILE: clockFile,
    });
  });
  test.afterAll(async () => {
    await server.dispose();
    await rm(clockFolder, { recursive: true, force: true });
  });

  test('shows the night surcharge as its own line and books at that price', async ({ page }) => {
    await page.clock.setFixedTime(halfPastMidnight);
    await bookEconomy(page, server.url, async () => {
      const economy = page.getByRole('definition').locator('xpath=ancestor::dl[1]').first();
      await expect(page.getByRole('term').filter({ hasText: 'Night surcharge (00:00–06:59)' })).toHaveCount(3);
      await expect(economy).toContainText(/10[.,]00/);
    });
    const fare = page.getByRole('term').filter({ hasText: 'Night surcharge (00:00–06:59)' });
    await expect(fare).toHaveCount(1);
    await expect(fare.locator('xpath=following-sibling::dd[1]')).toHaveText(/€ 10[.,]00/);
  });
});
