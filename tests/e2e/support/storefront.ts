import { seeded } from './seeded';
import { expect, type Locator, type Page } from '@playwright/test';
import { textsIn, type Language, type Texts } from './texts';

/** Steps of the storefront's screens that several journeys take, in whichever language the page shows. */

const english = textsIn('en');

// Seeded data (src/server/seed): Sataman Helmi sells Lohikeitto at 14,90 (no stock limit) with a 15,00 minimum,
// Päivän kala with 4 units left, and Kotikalja.
/** Sataman Helmi's product list, without a language: the storefront shows it in Finnish, its default. */
export const helmiListPath = '/products/product-list/sataman-helmi/ALL/ALL/21';
/** Sataman Helmi's product list in a language, as the restaurants' tab opens it. */
export const helmiListIn = (language: Language) => `${helmiListPath}?lng=${language}&trade_type_id=1`;
/** Sataman Helmi's product list in English, as the restaurants' tab opens it. */
export const helmiList = helmiListIn('en');

/** Adds one of a product from its row on the product list and waits for its counter to show 1. */
export async function addOne(page: Page, name: string, t: Texts = english): Promise<void> {
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: t('catalog.row.addLabel', { name }) })
    .click();
  await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name }) })).toContainText('1');
}

/**
 * From the product list's checkout bar to "Payment Method". The PROMINENT layout opens its terms in a dialog
 * over the page at once (`termsDialog`): it is agreed to before the page is looked at.
 */
export async function openCartSummary(page: Page, t: Texts = english, termsDialog = false): Promise<void> {
  await page
    .getByRole('region', { name: t('catalog.checkoutBar.label') })
    .getByRole('link', { name: t('catalog.checkoutBar.checkout') })
    .click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);
  if (termsDialog) {
    await page
      .getByRole('dialog', { name: t('checkout.terms.title') })
      .getByRole('button', { name: t('checkout.terms.agree') })
      .click();
  }
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
}

/** In English: two soups at Sataman Helmi (29,80, above the minimum) in the cart, the summary open, the terms accepted. */
export async function fillCartAndOpenSummary(page: Page, layout: 'STANDARD' | 'PROMINENT' = 'STANDARD'): Promise<void> {
  const soup = seeded('Lohikeitto', 'en');
  await page.goto(helmiList);
  await addOne(page, soup);
  await page
    .getByRole('article', { name: soup })
    .getByRole('button', { name: english('catalog.row.increase', { name: soup }) })
    .click();
  await expect(page.getByRole('group', { name: english('catalog.row.quantity', { name: soup }) })).toContainText('2');
  await openCartSummary(page, english, layout === 'PROMINENT');
  await expectSummaryLine(page, 'SUB_TOTAL', english('pricing.summary.subTotal'), '€ 29,80');
  if (layout === 'STANDARD') await page.getByRole('checkbox', { name: english('checkout.terms.accept') }).check();
}

/** Opens "Add Voucher" on the cart summary and sends a code. */
export async function applyVoucher(page: Page, code: string, t: Texts = english): Promise<void> {
  await page.getByRole('button', { name: t('voucher.addVoucher') }).click();
  const dialog = page.getByRole('dialog', { name: t('voucher.addVoucher') });
  await dialog.getByRole('textbox', { name: t('checkout.voucher.field') }).fill(code);
  await dialog.getByRole('button', { name: t('voucher.addVoucher') }).click();
}

/** Opens a page of a paged list (stores, products, orders) from its pager and waits for the address to show it. */
export async function goToPage(page: Page, number: number, t: Texts = english): Promise<void> {
  await page
    .getByRole('navigation', { name: t('pager.label') })
    .getByRole('button', { name: t('pager.page', { page: number }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${number}(&|$)`));
}

type SummaryLineKind = 'SUB_TOTAL' | 'VOUCHER' | 'TIP';

/** Expects a line of the cart summary's order details to read its label and amount, e.g. "Sub Total", "€ 29,80". */
export async function expectSummaryLine(page: Page, kind: SummaryLineKind, label: string, amount: string) {
  const line = page.getByTestId(`summary-${kind}`);
  await expect(line.getByRole('term')).toHaveText(label);
  await expect(line.getByRole('definition')).toHaveText(amount);
}

/** In English: the cart summary says the cart is empty, as it does after a payment. */
export async function expectEmptyCart(page: Page): Promise<void> {
  await page.goto('/checkout/cart-summary?lng=en');
  await expect(page.getByText(english('checkout.empty'), { exact: true })).toBeVisible();
}

/** On a new order's confirmation: skips the e-mail receipt prompt and answers the order's progress bar. */
export async function skipReceiptPrompt(page: Page, t: Texts = english): Promise<Locator> {
  await expect(page.getByRole('heading', { name: t('tracking.receiptPrompt.title') })).toBeVisible();
  await page.getByRole('button', { name: t('tracking.receiptPrompt.skip') }).click();
  return page.getByRole('progressbar', { name: t('tracking.progressLabel') });
}

/** In English: opens "My Orders" by its address and expects the Active tab to be the one selected. */
export async function openMyOrders(page: Page): Promise<void> {
  await page.goto('/order/history?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: english('orderHistory.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: english('order.tabs.active') })).toHaveAttribute('aria-selected', 'true');
}
