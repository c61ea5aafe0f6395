import type { APIRequestContext } from '@playwright/test';
import { browserSessionToken } from './support/accounts';
import { expect, test } from './support/journey';
import { journeyLanguages } from './support/journey-languages';
import { seeded } from './support/seeded';
import { addOne, expectSummaryLine, helmiListIn, openCartSummary } from './support/storefront';
import { textsIn } from './support/texts';

// The journey is about the shop without the network, which the app's service worker serves (the other journeys
// block it: .config/playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** How many active orders the server holds for the customer of `token`, asked through the API. */
async function activeOrders(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/v1/users/orders?order_type=active&page=1&per_page=10', {
    headers: { 'x-p3-mwallet-session-token': token },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { pagination: { total_items: number } }).pagination.total_items;
}

// Issue 29, part 3: a cash order placed with the network cut waits in the browser, is sent when the network
// returns, and is one order on the server.
for (const language of journeyLanguages(__filename)) {
  test(`${language}: a cash order placed offline waits for the network, then is placed once`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = textsIn(language);
    const soup = seeded('Lohikeitto', language);

    await page.goto(helmiListIn(language));
    await addOne(page, soup, t);
    await openCartSummary(page, t);
    // Two soups reach the store's minimum of 15,00.
    await page.getByRole('button', { name: t('catalog.row.increase', { name: soup }) }).click();
    await expectSummaryLine(page, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 29,80');
    await page.getByRole('checkbox', { name: t('checkout.terms.accept') }).check();
    const token = await browserSessionToken(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: t('checkout.pay.label', { method: t('payment.method.CASH') }) }).click();
    const waiting = page.getByRole('status').filter({ hasText: t('offline.order.waiting.title') });
    await expect(waiting).toContainText(t('offline.order.waiting.text'));
    // The cart is kept while the order waits, and the server has no order yet.
    await expect(page.getByRole('listitem', { name: soup })).toBeVisible();
    expect(await activeOrders(request, token)).toBe(0);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Za-z]+/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: t('tracking.receiptPrompt.title') })).toBeVisible();
    expect(await activeOrders(request, token)).toBe(1);

    // The cart emptied as after any order.
    await page.goto(`/checkout/cart-summary?lng=${language}`);
    await expect(page.getByText(t('checkout.empty'), { exact: true })).toBeVisible();
    expect(await activeOrders(request, token)).toBe(1);
  });
}
