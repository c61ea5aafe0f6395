import { expect, type Page } from '@playwright/test';
import { textsIn, type Texts } from './texts';

/** Steps of the storefront's screens that several journeys take, in whichever language the page shows. */

const english = textsIn('en');

/** Adds one of a product from its row on the product list and waits for its counter to show 1. */
export async function addOne(page: Page, name: string, t: Texts = english): Promise<void> {
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: t('catalog.row.addLabel', { name }) })
    .click();
  await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name }) })).toContainText('1');
}

/** From the product list's checkout bar to "Payment Method". */
export async function openCartSummary(page: Page, t: Texts = english): Promise<void> {
  await page
    .getByRole('region', { name: t('catalog.checkoutBar.label') })
    .getByRole('link', { name: t('catalog.checkoutBar.checkout') })
    .click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
}

/** Opens "Add Voucher" on the cart summary and sends a code. */
export async function applyVoucher(page: Page, code: string, t: Texts = english): Promise<void> {
  await page.getByRole('button', { name: t('voucher.addVoucher') }).click();
  const dialog = page.getByRole('dialog', { name: t('voucher.addVoucher') });
  await dialog.getByRole('textbox', { name: t('checkout.voucher.field') }).fill(code);
  await dialog.getByRole('button', { name: t('voucher.addVoucher') }).click();
}

type SummaryLineKind = 'SUB_TOTAL' | 'VOUCHER' | 'TIP';

/** Expects a line of the cart summary's order details to read its label and amount, e.g. "Sub Total", "€ 29,80". */
export async function expectSummaryLine(page: Page, kind: SummaryLineKind, label: string, amount: string) {
  const line = page.getByTestId(`summary-${kind}`);
  await expect(line.getByRole('term')).toHaveText(label);
  await expect(line.getByRole('definition')).toHaveText(amount);
}
