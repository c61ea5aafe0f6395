import { expect, test } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { placeCashOrder, staffMoves } from './support/orders';
import { openMyOrders, skipReceiptPrompt } from './support/storefront';

// Seeded data (src/server/seed): the order is two of Sataman Helmi's Lohikeitto; helmi-staff moves Helmi's orders.

test('a customer watches the progress bar move as the store advances the order, then finds it under Active', async ({
  page,
  request,
}) => {
  await page.goto('/?lng=en');
  const { invoiceQueryId, shortOrderId } = await placeCashOrder(request, await browserSessionToken(page));

  await page.goto(`/checkout/payment-success/${invoiceQueryId}?lng=en`);
  const bar = await skipReceiptPrompt(page);
  await expect(bar).toHaveAttribute('aria-valuenow', '1');

  await staffMoves(request, invoiceQueryId, 'order_confirmed');
  await expect(bar).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByText('Your order is being prepared.')).toBeVisible();

  await staffMoves(request, invoiceQueryId, 'order_dispatched');
  await expect(bar).toHaveAttribute('aria-valuenow', '3');
  await expect(bar).toHaveAttribute('aria-valuetext', 'Order Dispatched');

  await openMyOrders(page);
  const link = page.getByRole('link', { name: `View order #${shortOrderId} from Sataman Helmi` });
  const card = page.getByRole('article').filter({ has: link });
  await expect(card).toContainText('Order Dispatched');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/checkout/payment-success/${invoiceQueryId}\\?showOrderDetail=true`));
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '3');

  await staffMoves(request, invoiceQueryId, 'order_delivered');
  await expect(page.getByText('Your order has been picked up. Enjoy!')).toBeVisible();
  await openMyOrders(page);
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(card).toContainText('Order Delivered');
});
