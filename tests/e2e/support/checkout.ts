import { expect, type Page } from '@playwright/test';

// Seeded data (src/server/seed): Sataman Helmi sells Lohikeitto at 14,90 with a 15,00 minimum. The sandbox
// terminal, bank card form, card checkout and bank login are served by the reference server itself.
export const helmiList = '/products/product-list/sataman-helmi/ALL/ALL/21?lng=en&trade_type_id=1';

export const allPaymentMethods = [
  'CASH',
  'NEST_CARD_PAY',
  'NEST_MOBILE_PAY',
  'STRIPE',
  'PAYMENT_BY_CARD_BANK_ALFALAH',
  'PAYMENT_BY_SONERI',
] as const;

/** The served configuration with these payment methods enabled (all by default), for this page only. */
export async function enablePaymentMethods(page: Page, methods: readonly string[] = allPaymentMethods) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, paymentMethods: methods } });
  });
}

/** Adds one of a product from the open product list and waits until the cart holds it. */
export async function addOne(page: Page, name: string) {
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Add ${name} to cart` })
    .click();
  await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
}

/** Two soups (29,80, above the minimum) in the cart, the summary open and the terms accepted. */
export async function fillCartAndOpenSummary(page: Page) {
  await page.goto(helmiList);
  await addOne(page, 'Lohikeitto');
  await page.getByRole('button', { name: 'Increase quantity of Lohikeitto' }).first().click();
  await page.getByRole('region', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
  await expect(page.getByTestId('summary-SUB_TOTAL')).toContainText('29,80');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
}

/** The confirmation page of a paid order, as the after-payment steps open it. */
export const paymentSuccessUrl = /\/checkout\/payment-success\/inv_[0-9A-Za-z]+\?trade_type_id=1/;

/** The cart is empty, as the summary shows it after a payment. */
export async function expectEmptyCart(page: Page) {
  await page.goto('/checkout/cart-summary?lng=en');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
}
