import path from 'node:path';
import { expect, test, type Page } from './support/journey';
import { seriousAxeViolations } from './support/axe';
import { startOwnServer, type OwnServer } from './support/own-server';
import { fillRoute } from './support/transport-route';

/**
 * The repository's example transport host (cash or card rides), served by the server as config.json
 * (STOREFRONT_CONFIG), so the server takes exactly the payment methods the page offers.
 */
const transportHost = { STOREFRONT_CONFIG: path.join(__dirname, '../../examples/transport.json') };

const words = {
  en: {
    name: "Passenger's name",
    phone: "Passenger's phone number",
    seePrices: 'See prices',
    card: /^Card, paid now/,
    bookAndPay: 'Book and pay by card',
    paid: 'Paid by card',
    unpaid: 'Card, not paid yet',
    payByCard: 'Pay by card',
    received: 'Thank you, your payment was received.',
    assigned: 'Your driver is on the way',
    awaiting: /^Waiting for your card payment/,
    // The sandbox checkout, drawn in the storefront's language.
    checkoutHeading: 'Pay the ride by card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    pay: 'Pay',
    cancel: 'Cancel',
    declined: 'Your card was declined. Nothing was charged.',
  },
  fi: {
    name: 'Matkustajan nimi',
    phone: 'Matkustajan puhelinnumero',
    seePrices: 'N\u00e4yt\u00e4 hinnat',
    card: /^Kortti, maksetaan heti/,
    bookAndPay: 'Varaa ja maksa kortilla',
    paid: 'Maksettu kortilla',
    unpaid: 'Kortti, ei viel\u00e4 maksettu',
    payByCard: 'Maksa kortilla',
    received: 'Kiitos, maksusi on vastaanotettu.',
    assigned: 'Kuljettajasi on matkalla',
    awaiting: /^Odotetaan korttimaksuasi/,
    checkoutHeading: 'Maksa kyyti kortilla',
    cardNumber: 'Kortin numero',
    expiry: 'Voimassa (KK/VV)',
    pay: 'Maksa',
    cancel: 'Peruuta',
    declined: 'Korttisi hylättiin. Mitään ei veloitettu.',
  },
} as const;

type Words = (typeof words)['en' | 'fi'];

/** Fills a ride from Kamppi to the airport, prices it, chooses Economy and the card, and books: the checkout opens. */
async function bookByCard(page: Page, url: string, language: 'en' | 'fi'): Promise<Words> {
  const text = words[language];
  await page.goto(`${url}/transport/main-page?lng=${language}`);
  await fillRoute(page, language);
  await page.getByLabel(text.name).fill('Aino Virtanen');
  await page.getByLabel(text.phone).fill('+358 40 123 4567');
  await page.getByRole('button', { name: text.seePrices }).click();
  await page.getByRole('radio', { name: /Economy/ }).check();
  await page.getByRole('radio', { name: text.card }).check();
  await page.getByRole('button', { name: text.bookAndPay }).click();
  await expect(page).toHaveURL(/\/sandbox\/ride\/checkout\?payment_intent=pi_/);
  await expect(page.getByRole('heading', { level: 1, name: text.checkoutHeading })).toBeVisible();
  return text;
}

async function payWith(page: Page, text: Words, cardNumber: string): Promise<void> {
  await page.getByLabel(text.cardNumber).fill(cardNumber);
  await page.getByLabel(text.expiry).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: text.pay, exact: true }).click();
}

test.describe('a transport host whose rides can be paid by card', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer(110_000, { ...transportHost, TRANSPORT_RIDER_DELAY_SECONDS: '0' });
  });
  test.afterAll(async () => server.dispose());

  test('books a ride by card, pays it in the sandbox checkout, and sees it paid with its driver', async ({ page }) => {
    const text = await bookByCard(page, server.url, 'en');
    // The amount is the server's: the ride's own price, shown by the checkout before anything is typed.
    await expect(page.getByRole('definition').filter({ hasText: '\u20ac' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await payWith(page, text, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/transport\/confirm-booking\/ride_/);
    await expect(page.getByRole('status').filter({ hasText: text.received })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: text.paid })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.assigned })).toBeVisible();
    await expect(page.getByRole('button', { name: text.payByCard })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('in Finnish: a declined card keeps the checkout; cancelling it leads back to the ride, unpaid, to pay again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const text = await bookByCard(page, server.url, 'fi');
    await payWith(page, text, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText(text.declined);
    await expect(page).toHaveURL(/\/sandbox\/ride\/checkout/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await page.getByRole('button', { name: text.cancel, exact: true }).click();

    await expect(page).toHaveURL(/\/transport\/confirm-booking\/ride_/);
    await expect(page.getByRole('status').filter({ hasText: text.awaiting })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: text.unpaid })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: text.payByCard }).click();
    await expect(page).toHaveURL(/\/sandbox\/ride\/checkout/);
    await payWith(page, text, '4242 4242 4242 4242');
    await expect(page.getByRole('definition').filter({ hasText: text.paid })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.assigned })).toBeVisible();
  });
});
