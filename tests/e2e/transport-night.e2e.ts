import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/journey';
import { startOwnServer, type OwnServer } from './support/own-server';
import { fillRoute } from './support/transport-route';
import { journeyLanguages } from './support/journey-languages';

/** The example transport host: Europe/Helsinki, served as config.json. */
const transportHost = { STOREFRONT_CONFIG: path.join(__dirname, '../../examples/transport.json') };

/** 22:00 on 15 June 2026 in Helsinki (UTC+3): the evening a rider books a ride for the night. */
const eveningInHelsinki = Date.parse('2026-06-15T19:00:00Z');
/** 02:30 the next night in Helsinki, as the rider types it into the booking time. */
const nightRide = '2026-06-16T02:30';

const words = {
  fi: {
    later: 'Myöhemmin',
    time: 'Kyydin päivä ja kellonaika',
    name: 'Matkustajan nimi',
    phone: 'Matkustajan puhelinnumero',
    seePrices: 'Näytä hinnat',
    book: 'Tilaa tämä kyyti',
    night: 'Yölisä (00:00–06:59)',
    searching: 'Etsitään kuljettajaa…',
    cancel: 'Peru kuljettajan haku',
    cancelled: 'Kuljettajan haku peruttiin',
  },
  en: {
    later: 'Later',
    time: 'Date and time of the ride',
    name: "Passenger's name",
    phone: "Passenger's phone number",
    seePrices: 'See prices',
    book: 'Book this ride',
    night: 'Night surcharge (00:00–06:59)',
    searching: 'Looking for a driver…',
    cancel: 'Cancel driver search',
    cancelled: 'The driver search was cancelled',
  },
} as const;

test.describe('a Helsinki transport host in the evening, a rider booking a night ride', () => {
  // The browser's clock and zone are the rider's in Helsinki, so the time typed is Helsinki time.
  test.use({ timezoneId: 'Europe/Helsinki', viewport: { width: 360, height: 740 } });
  let server: OwnServer;
  let clockFolder: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    clockFolder = await mkdtemp(path.join(os.tmpdir(), 'transport-night-clock-'));
    const clockFile = path.join(clockFolder, 'offset');
    // The server adds this offset to its real time on every call (TEST_CLOCK_FILE, ignored in production).
    await writeFile(clockFile, String(eveningInHelsinki - Date.now()));
    // No search delay: a ride now would get its rider at once, so a ride still searching shows the advance rule.
    server = await startOwnServer(110_000, {
      ...transportHost,
      TRANSPORT_RIDER_DELAY_SECONDS: '0',
      TEST_CLOCK_FILE: clockFile,
    });
  });

  test.afterAll(async () => {
    await server.dispose();
    await rm(clockFolder, { recursive: true, force: true });
  });

  for (const language of journeyLanguages(__filename)) {
    test(`shows the night surcharge of a ride at 02:30 and cancels it before its time, at 360 px (${language})`, async ({
      page,
    }) => {
      const text = words[language];
      await page.clock.setFixedTime(eveningInHelsinki);
      await page.goto(`${server.url}/transport/main-page?lng=${language}`);
      await fillRoute(page, language);
      await page.getByLabel(text.name).fill('Aino Virtanen');
      await page.getByLabel(text.phone).fill('+358 40 123 4567');
      await page.getByRole('radio', { name: text.later }).check();
      await page.getByLabel(text.time).fill(nightRide);
      await page.getByRole('button', { name: text.seePrices }).click();

      // Every car type's price carries the night line: judged at 02:30 on the host's clock, though booked at 22:00.
      await expect(page.getByRole('term').filter({ hasText: text.night })).toHaveCount(3);
      const economy = page.getByRole('radio', { name: /Economy/ });
      await economy.check();
      await page.getByRole('button', { name: text.book }).click();
      await expect(page).toHaveURL(/\/transport\/confirm-booking\//);

      const fare = page.getByRole('term').filter({ hasText: text.night });
      await expect(fare).toHaveCount(1);
      await expect(fare.locator('xpath=following-sibling::dd[1]')).toHaveText(/€\s?10[.,]00/);
      await expect(page.getByRole('status').filter({ hasText: text.searching })).toBeVisible();
      await page.getByRole('button', { name: text.cancel }).click();
      await expect(page.getByRole('status').filter({ hasText: text.cancelled })).toBeVisible();
      await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
