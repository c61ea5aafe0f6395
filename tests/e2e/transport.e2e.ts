import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * The repository's example transport host, served by the server as config.json (STOREFRONT_CONFIG), so the
 * server prices the car types the page offers.
 */
const transportHost = { STOREFRONT_CONFIG: path.join(__dirname, '../../examples/transport.json') };

const kamppi = { description: 'Kamppi, Helsinki', lat: '60.1699', long: '24.9312' };
const airport = { description: 'Helsinki Airport', lat: '60.3172', long: '24.9633' };

async function fillRoute(page: Page): Promise<void> {
  const pickup = page.getByRole('group', { name: 'Pickup' });
  await pickup.getByLabel('Address').fill(kamppi.description);
  await pickup.getByLabel('Latitude').fill(kamppi.lat);
  await pickup.getByLabel('Longitude').fill(kamppi.long);
  const dropoff = page.getByRole('group', { name: 'Drop-off' });
  await dropoff.getByLabel('Address').fill(airport.description);
  await dropoff.getByLabel('Latitude').fill(airport.lat);
  await dropoff.getByLabel('Longitude').fill(airport.long);
}

/** Starts at a storefront path, which transport mode turns to its start page, and books an Economy ride. */
async function bookEconomy(page: Page, url: string, beforeBooking?: () => Promise<void>): Promise<void> {
  await page.goto(`${url}/products?lng=en`);
  await expect(page).toHaveURL(/\/transport\/transport-start-journey$/);
  await page.getByRole('link', { name: 'Book a ride' }).click();
  await fillRoute(page);
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
    // The sandbox's economy drivers (src/server/transport/rider-pool.ts).
    await expect(page.getByLabel('Driver')).toContainText(/Wei Ming Tan|Aino Virtanen/);
    await expect(page.getByLabel('Driver')).toContainText(/Toyota Prius|Skoda Octavia/);
    await expect(page.getByRole('button', { name: 'Cancel driver search' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Transport' }).getByRole('link', { name: 'My Bookings' }).click();
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
    await page.reload();
    const rides = page.getByRole('listitem').filter({ hasText: kamppi.description });
    await expect(rides).toHaveCount(1);
    await expect(rides.first()).toContainText(airport.description);
  });

  test('speaks Finnish at 360 px, keeps what was typed and names the bad fields', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/transport/main-page?lng=fi`);
    const pickup = page.getByRole('group', { name: 'Nouto' });
    await pickup.getByLabel('Osoite').fill(kamppi.description);
    await page.getByRole('button', { name: 'Näytä hinnat' }).click();
    await expect(page.getByRole('group', { name: 'Määränpää' }).getByText('Kirjoita osoite')).toBeVisible();
    await expect(pickup.getByText('Kirjoita leveysaste väliltä -90–90')).toBeVisible();
    await expect(pickup.getByLabel('Osoite')).toHaveValue(kamppi.description);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
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

test.describe('a transport host at 00:30 Singapore time', () => {
  // 2026-06-16 00:30 in Singapore (UTC+8).
  const halfPastMidnight = Date.parse('2026-06-15T16:30:00Z');
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
