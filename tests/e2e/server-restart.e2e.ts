import { expect, test, type APIRequestContext } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { placeCashOrder, staffMoves } from './support/orders';
import { startOwnServerProcess, type OwnServerProcess } from './support/own-server';
import { skipReceiptPrompt } from './support/storefront';

// This journey kills the server, so it runs against a server of its own, not the shared one of the config.
let server: OwnServerProcess | undefined;
let api: APIRequestContext | undefined;

test.beforeAll(async ({ playwright }) => {
  // A fresh data folder is migrated and seeded first: slow on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServerProcess(110_000);
  api = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.dispose();
});

test('the confirmation page follows the order again after the server is killed and restarted', async ({ page }) => {
  test.setTimeout(90_000);
  if (server === undefined || api === undefined) throw new Error('The own server did not start');
  await page.goto(`${server.url}/?lng=en`);
  const { invoiceQueryId } = await placeCashOrder(api, await browserSessionToken(page));

  await page.goto(`${server.url}/checkout/payment-success/${invoiceQueryId}?lng=en`);
  const bar = await skipReceiptPrompt(page);
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByText('We are notifying the restaurant about your order.')).toBeVisible();

  await server.crashAndRestart();
  // Most likely while the page's stream still waits to reconnect: the event is sent to nobody, and the page must
  // catch up by re-reading the order when its stream opens again. The client retries 1, 2, 4, 8, 16 s apart
  // (src/infrastructure/realtime/event-stream-order-updates.ts), i.e. 1, 3, 7, 15 and 31 s after the kill; a
  // restart takes 5 to 15 s here, so the stream is back at most 16 s after this move: 30 s bounds the wait.
  await staffMoves(api, invoiceQueryId, 'order_confirmed');
  await expect(bar).toHaveAttribute('aria-valuenow', '2', { timeout: 30_000 });
  await expect(page.getByText('Your order is being prepared.')).toBeVisible();

  // The stream is open again: the next status arrives as an event.
  await staffMoves(api, invoiceQueryId, 'order_dispatched');
  await expect(bar).toHaveAttribute('aria-valuetext', 'Order Dispatched');
  await expect(page.getByText('Your order is ready for pickup.')).toBeVisible();
});
