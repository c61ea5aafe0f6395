import { expect, test, type Page } from '@playwright/test';

// Seeded data (src/server/seed): Sataman Helmi sells Lohikeitto at 14,90 with a 15,00 minimum; WELCOME10
// takes 10 % off, SUMMER2020 has expired. A guest signed in anonymously at start-up can pay cash.
const helmiList = '/products/product-list/sataman-helmi/ALL/ALL/21?lng=en&trade_type_id=1';

async function addOne(page: Page, name: string) {
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Add ${name} to cart` })
    .click();
  await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
}

async function applyVoucher(page: Page, code: string) {
  await page.getByRole('button', { name: 'Add Voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Voucher' });
  await dialog.getByRole('textbox', { name: 'Voucher code' }).fill(code);
  await dialog.getByRole('button', { name: 'Add Voucher' }).click();
}

test('a guest fills the cart, applies a voucher and a tip, and pays cash', async ({ page }) => {
  await page.goto(helmiList);
  await addOne(page, 'Lohikeitto');
  await page.getByRole('region', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();

  // One soup is below the store's minimum: paying stays closed and says why.
  await expect(page.getByText(/^\(minimum 15,00 .+\)$/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await expect(page.getByRole('button', { name: 'Pay with Cash' })).toBeDisabled();

  await page.getByRole('button', { name: 'Increase quantity of Lohikeitto' }).click();
  await expect(page.getByTestId('summary-SUB_TOTAL')).toContainText('29,80');

  await applyVoucher(page, 'SUMMER2020');
  await expect(page.getByRole('dialog', { name: 'Add Voucher' }).getByRole('alert')).toHaveText(
    'This voucher is not valid for this order',
  );
  await page.keyboard.press('Escape');
  await applyVoucher(page, 'WELCOME10');
  await page.getByRole('dialog', { name: 'Voucher Applied' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('summary-VOUCHER')).toContainText('2,98');

  await page.getByRole('button', { name: /^Tip .*20$/ }).click();
  await expect(page.getByTestId('summary-TIP')).toContainText('20,00');

  await page.getByRole('button', { name: 'Pay with Cash' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Z]+\?trade_type_id=1/);

  await page.goto('/checkout/cart-summary?lng=en');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
