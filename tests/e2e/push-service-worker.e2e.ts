import { expect, test } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { placeCashOrder } from './support/orders';
import { skipReceiptPrompt } from './support/storefront';

// The journey is about the app's service worker, which the other journeys block (.config/playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 29, part 1. Headless Chromium cannot reach a real push service, so the push is delivered to the app's
// service worker over the DevTools protocol, as a push service would deliver it: the worker posts it to the open
// order page, which moves on without a reload and without the server's order having changed at all.

test('the service worker registers after the first screen, and a push it receives moves the open order page on', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/?lng=en');
  const token = await browserSessionToken(page);
  // The worker comes once the first screen is in and the version check has run (it also keeps the shop for offline
  // use, issue 29 part 2), before any order.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
    `${baseURL}/sw.js`,
  );

  const { invoiceQueryId } = await placeCashOrder(request, token);
  await page.goto(`/checkout/payment-success/${invoiceQueryId}?lng=en`);
  const bar = await skipReceiptPrompt(page);
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptUrl).toBe(`${baseURL}/sw.js`);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify({
      kind: 'order',
      orderId: invoiceQueryId,
      merchantId: 'sataman-helmi',
      status: 'order_dispatched',
      title: 'Your order',
      body: 'Your order is on its way.',
    }),
  });

  await expect(bar).toHaveAttribute('aria-valuenow', '3');
  await expect(bar).toHaveAttribute('aria-valuetext', 'Order Dispatched');
  expect(loads).toEqual([]);
});
