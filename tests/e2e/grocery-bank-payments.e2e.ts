import path from 'node:path';
import { expect, test, type Page } from './support/journey';
import { typeCard } from './support/payments';
import { seeded } from './support/seeded';
import { addOne, helmiList, openCartSummary } from './support/storefront';
import { startOwnServer, type OwnServer } from './support/own-server';
import { textsIn } from './support/texts';

/**
 * The repository's example Pakistani grocery host (STOREFRONT_CONFIG), the one that offers the bank card form and
 * the named bank's payment, on a server of this file's own.
 */
const groceryHost = { STOREFRONT_CONFIG: path.join(__dirname, '../../examples/karachi-grocery.json') };
const english = textsIn('en');
const paidUrl = /\/checkout\/payment-success\/inv_[0-9A-Za-z]+/;

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(110_000, groceryHost);
});

test.afterAll(async () => server.dispose());

/** Two soups at Sataman Helmi (above its minimum) in the cart, the summary open in English, the terms accepted. */
async function openSummaryWithSoups(page: Page): Promise<void> {
  const soup = seeded('Lohikeitto', 'en');
  await page.goto(`${server.url}${helmiList}`);
  await addOne(page, soup);
  await page
    .getByRole('article', { name: soup })
    .getByRole('button', { name: english('catalog.row.increase', { name: soup }) })
    .click();
  await expect(page.getByRole('group', { name: english('catalog.row.quantity', { name: soup }) })).toContainText('2');
  await openCartSummary(page);
  await page.getByRole('checkbox', { name: english('checkout.terms.accept') }).check();
}

test('the tab that opened the bank follows the payment to the order confirmation', async ({ page, context }) => {
  await openSummaryWithSoups(page);
  const [bank] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pay with Bank payment' }).click(),
  ]);
  await expect(page.getByText('The bank opened in a new tab. Finish the payment there.')).toBeVisible();
  await bank.waitForURL(/\/sandbox\/soneri\/login\?/);
  await bank.getByRole('button', { name: 'Approve' }).click();
  await expect(bank).toHaveURL(paidUrl);
  await expect(page).toHaveURL(paidUrl);
  expect(new URL(page.url()).pathname).toBe(new URL(bank.url()).pathname);
});

test('the bank card form is loaded once on a normal payment: no 409 from its page', async ({ page }) => {
  const formAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/sandbox/bank-card/form') formAnswers.push(response.status());
  });
  await openSummaryWithSoups(page);
  await page.getByRole('button', { name: 'Pay with Bank card' }).click();
  await expect(page.getByRole('dialog', { name: 'Pay with Bank card' })).toBeVisible();
  const form = page.frameLocator('iframe[title="Bank card form"]');
  await typeCard(form, '4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(paidUrl);
  // The form's GET, then the card's POST: nothing loads it again.
  expect(formAnswers).toEqual([200, 200]);
});
