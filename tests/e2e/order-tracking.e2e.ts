import { expect, test } from '@playwright/test';
import { browserSessionToken, placeCashOrder, staffMoves } from './support/orders';

test('a customer watches the progress bar move as the store advances the order, then finds it under Active', async ({
  page,
  request,
}) => {
  await page.goto('/?lng=en');
  const token = await browserSessionToken(page);
  const invoiceQueryId = await placeCashOrder(request, token);

  await page.goto(`/checkout/payment-success/${invoiceQueryId}?lng=en`);
  await expect(page.getByRole('heading', { name: 'Get your receipt by email' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  const bar = page.getByRole('progressbar', { name: 'Order progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '1');

  await staffMoves(request, invoiceQueryId, 'order_confirmed');
  await expect(bar).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByText('Your order is being prepared.')).toBeVisible();

  await staffMoves(request, invoiceQueryId, 'order_dispatched');
  await expect(bar).toHaveAttribute('aria-valuenow', '3');
  await expect(bar).toHaveAttribute('aria-valuetext', 'Order Dispatched');

  await page.goto('/order/history?lng=en');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article').filter({ hasText: 'Order Dispatched' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/checkout/payment-success/${invoiceQueryId}\\?showOrderDetail=true`));
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '3');

  await staffMoves(request, invoiceQueryId, 'order_delivered');
  await expect(page.getByText('Your order has been picked up. Enjoy!')).toBeVisible();
  await page.goto('/order/history?lng=en');
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Order Delivered' }).first()).toBeVisible();
});
