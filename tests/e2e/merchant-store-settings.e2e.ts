import { expect, test, type Browser, type Page } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { placeCashOrder } from './support/orders';
import { skipReceiptPrompt } from './support/storefront';
import { consoleTextsIn, textsIn, type Language, type Texts } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Issue 26, parts 4 and 9, in either language (support/journey-languages.ts): the owner sets the store's time zone and turns the customer's
// preparation countdown off; an order the kitchen confirms with an estimate then shows the customer no countdown,
// until the owner turns it on again. Seeded: helmi-owner owns Sataman Helmi (README).

async function ownerTablet(browser: Browser, language: Language, c: Texts): Promise<Page> {
  const office = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  const owner = await office.newPage();
  await owner.goto(`/store-settings?lng=${language}`);
  await expect(owner.getByRole('heading', { name: c('console.signIn.title') })).toBeVisible();
  await owner.getByLabel(c('console.signIn.username')).fill('helmi-owner');
  await owner.getByLabel(c('console.signIn.password')).fill('helmi-owner-2026');
  await owner.getByRole('button', { name: c('console.signIn.submit') }).click();
  await expect(owner.getByRole('heading', { name: c('console.shell.pages.settings'), level: 2 })).toBeVisible();
  return owner;
}

/** Saves the settings form as it stands and waits for the console to say so. */
async function save(owner: Page, c: Texts): Promise<void> {
  await owner.getByRole('button', { name: c('storeSettings.save') }).click();
  await expect(owner.getByRole('status').filter({ hasText: c('storeSettings.saved') })).toBeVisible();
}

for (const language of journeyLanguages(__filename)) {
  test(`${language}: the owner turns the preparation countdown off and on, and changes the store's time zone`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = textsIn(language);
    const c = consoleTextsIn(language);
    const owner = await ownerTablet(browser, language, c);
    const zone = owner.getByLabel(c('storeSettings.timeZone'));
    const countdown = owner.getByRole('checkbox', { name: c('storeSettings.countdown') });
    try {
      // The menu names the page as its heading does.
      await expect(
        owner
          .getByRole('navigation', { name: c('console.shell.navigation') })
          .getByRole('link', { name: c('console.shell.pages.settings') }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(zone).toHaveValue('Europe/Helsinki');
      await expect(countdown).toBeChecked();
      await zone.selectOption('America/New_York');
      await countdown.uncheck();
      await save(owner, c);
      expect(await seriousAxeViolations(owner)).toEqual([]);
      // Saved on the server, not only in the form.
      await owner.reload();
      await expect(zone).toHaveValue('America/New_York');
      await expect(countdown).not.toBeChecked();

      // The kitchen confirms a customer's order with a 20-minute estimate.
      await page.goto(`/?lng=${language}`);
      const { invoiceQueryId, shortOrderId } = await placeCashOrder(request, await browserSessionToken(page));
      await owner.goto(`/orders-mgmt?lng=${language}`);
      const card = owner.getByRole('article', { name: c('console.orders.orderHeading', { id: shortOrderId }) });
      await card.getByRole('button', { name: c('console.orders.actions.order_confirmed'), exact: true }).click();
      const estimate = card.getByRole('group', { name: c('console.kitchen.confirmTitle', { id: shortOrderId }) });
      await estimate.getByRole('button', { name: c('console.kitchen.minutes', { count: 20 }), exact: true }).click();
      await expect(card).toContainText(c('console.kitchen.changeEstimate'));

      // The customer's order, confirmed with an estimate, shows no countdown while the store's flag is off.
      await page.goto(`/checkout/payment-success/${invoiceQueryId}?lng=${language}`);
      await expect(await skipReceiptPrompt(page, t)).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);

      // Turned on again, the same order counts down to the kitchen's estimate.
      await owner.goto(`/store-settings?lng=${language}`);
      await countdown.check();
      await save(owner, c);
      await page.reload();
      await expect(await skipReceiptPrompt(page, t)).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();
    } finally {
      // Whatever failed, the store keeps the seed's settings for the journeys after this one.
      await owner.goto(`/store-settings?lng=${language}`);
      await zone.selectOption('Europe/Helsinki');
      await countdown.check();
      await save(owner, c);
      await owner.context().close();
    }
  });
}
