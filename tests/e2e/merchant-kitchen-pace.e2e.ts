import { expect, test, type Browser, type Page } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { placeCashOrder, twoSoupsAtHelmi } from './support/orders';
import { helmiListIn, skipReceiptPrompt } from './support/storefront';
import { textsIn, type Language, type Texts, consoleTextsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Issue 26, parts 4 and 5, in either language (support/journey-languages.ts): the kitchen confirms with a 20-minute estimate that the customer's
// tracking shows at once, then pauses new orders: the customer's add is refused with the store's words, and so is
// an order through the API, until the kitchen resumes. Seeded: helmi-staff works for Sataman Helmi.

/** A text with its time as any time: the journey does not know the instant the server counted from. */
function atAnyTime(text: (time: string) => string): RegExp {
  const [before = '', after = ''] = text('\u0000').split('\u0000');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}.+${escape(after)}`);
}

async function kitchenTablet(browser: Browser, language: Language, c: Texts): Promise<Page> {
  const kitchen = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const staff = await kitchen.newPage();
  await staff.goto(`/orders-mgmt?lng=${language}`);
  await expect(staff.getByRole('heading', { name: c('console.signIn.title') })).toBeVisible();
  await staff.getByLabel(c('console.signIn.username')).fill('helmi-staff');
  await staff.getByLabel(c('console.signIn.password')).fill('helmi-2026');
  await staff.getByRole('button', { name: c('console.signIn.submit') }).click();
  await expect(staff.getByText(c('console.orders.live'))).toBeVisible();
  return staff;
}

for (const language of journeyLanguages(__filename)) {
  test(`${language}: the kitchen's 20-minute estimate reaches the customer, and a pause refuses new orders until resumed`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = textsIn(language);
    const c = consoleTextsIn(language);
    // Seeded: Sataman Helmi's Lohikeitto, named in English too.
    const soupName = language === 'en' ? 'Salmon soup' : 'Lohikeitto';
    const staff = await kitchenTablet(browser, language, c);
    const pace = staff.getByRole('region', { name: c('console.kitchen.heading') });
    try {
      await page.goto(`/?lng=${language}`);
      const { invoiceQueryId, shortOrderId } = await placeCashOrder(request, await browserSessionToken(page));
      await page.goto(`/checkout/payment-success/${invoiceQueryId}?lng=${language}`);
      await skipReceiptPrompt(page, t);
      // No estimate yet: the status image, no countdown.
      await expect(page.getByRole('timer')).toHaveCount(0);

      const card = staff.getByRole('article', { name: c('console.orders.orderHeading', { id: shortOrderId }) });
      await card.getByRole('button', { name: c('console.orders.actions.order_confirmed'), exact: true }).click();
      const estimate = card.getByRole('group', { name: c('console.kitchen.confirmTitle', { id: shortOrderId }) });
      await estimate.getByRole('button', { name: c('console.kitchen.minutes', { count: 20 }), exact: true }).click();
      await expect(card).toContainText(c('console.kitchen.changeEstimate'));

      // The customer's page follows live: the countdown runs to the kitchen's estimate.
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByText(atAnyTime((time) => t('tracking.readyBy', { time, count: 20 })))).toBeVisible();

      expect(await seriousAxeViolations(staff)).toEqual([]);

      await pace.getByRole('button', { name: c('console.kitchen.pauseMinutes', { count: 30 }), exact: true }).click();
      await expect(pace.getByRole('button', { name: c('console.kitchen.resume') })).toBeVisible();
      await expect(pace).toContainText(atAnyTime((time) => c('console.kitchen.pausedUntil', { time })));
      expect(await seriousAxeViolations(staff)).toEqual([]);

      // The store's page says it takes no orders until when, and the add is refused in the same words.
      await page.goto(helmiListIn(language));
      // The page the server drew takes clicks once the app has taken it over, after its scripts have loaded.
      await page.waitForLoadState('networkidle');
      const said = atAnyTime((time) => t('cart.notTakingOrders.pausedUntil', { time }));
      await expect(page.getByRole('note').filter({ hasText: said })).toBeVisible();
      const soup = page.getByRole('article', { name: soupName });
      await soup.getByRole('button', { name: t('catalog.row.addLabel', { name: soupName }) }).click();
      await expect(soup.getByRole('alert')).toContainText(said);

      // The server refuses the order itself, whatever a browser sends.
      const refused = await request.post('/api/v1/invoices', {
        headers: { 'x-p3-mwallet-session-token': await browserSessionToken(page), 'accept-language': language },
        data: {
          invoice: {
            organization_query_id: twoSoupsAtHelmi.storeQueryId,
            invoice_items_attributes: [{ product_query_id: 'sataman-helmi--lohikeitto', quantity: 2 }],
          },
          paymentMethod: 'CASH',
        },
      });
      expect(refused.status()).toBe(400);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('ORDERS_PAUSED');
      expect(body.error.message).toContain(
        language === 'en' ? 'paused new orders until' : 'keskeyttänyt uudet tilaukset',
      );

      await pace.getByRole('button', { name: c('console.kitchen.resume') }).click();
      await expect(pace).toContainText(c('console.kitchen.taking'));
      await page.reload();
      await expect(page.getByRole('article', { name: soupName })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: said })).toHaveCount(0);
    } finally {
      // Whatever failed, the store takes orders again for the journeys after this one.
      if (await pace.getByRole('button', { name: c('console.kitchen.resume') }).isVisible()) {
        await pace.getByRole('button', { name: c('console.kitchen.resume') }).click();
        await expect(pace).toContainText(c('console.kitchen.taking'));
      }
      await staff.context().close();
    }
  });
}
