import { expect, test } from './support/journey';
import { demoCustomer, logIn } from './support/accounts';
import { textsIn } from './support/texts';

// Seeded data (src/server/seed): the demo customer's chosen address is home, "A 12, Kallio" in Helsinki;
// Tampereen Pizzapaja delivers only around Tampere, and sells Pepperoni without choices to make.
const en = textsIn('en');
const home = 'A 12, Kallio';
const deliverTo = (address: string) => ({ name: en('deliverTo.openAddresses', { address }) });

test('logging out takes the previous customer\u2019s address off the header at once, without a reload', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  await logIn(page, demoCustomer.typedNumber, demoCustomer.pin);
  await expect(page.getByRole('button', deliverTo(home))).toBeVisible();

  await page
    .getByRole('group', { name: en('accountMenu.label') })
    .getByRole('button', { name: en('accountMenu.logOut') })
    .click();

  await expect(page.getByRole('button', deliverTo(en('deliverTo.noAddress')))).toBeVisible();
  await expect(page.getByText(home)).toHaveCount(0);
});

test('a store that does not deliver to the chosen address refuses the product at once', async ({ page }) => {
  await page.goto('/?lng=en');
  await logIn(page, demoCustomer.typedNumber, demoCustomer.pin);
  await expect(page.getByRole('button', deliverTo(home))).toBeVisible();

  // Opened from the listing, in the app, as a customer opens it, with the chosen address known to the page. Opened
  // by a reload instead, a press once left neither a refusal nor a line in CI (a loaded machine): that reload path
  // is open for study (session note of 2026-11-29), not this journey's rule.
  await page
    .getByRole('article', { name: 'Tampereen Pizzapaja' })
    .getByRole('link', { name: 'Tampereen Pizzapaja' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tampereen Pizzapaja' })).toBeVisible();
  const row = page.getByRole('article', { name: 'Pepperoni' });
  await row.getByRole('button', { name: en('catalog.row.addLabel', { name: 'Pepperoni' }) }).click();

  await expect(row.getByRole('alert')).toHaveText(en('cart.notDeliveringInYourArea'));
  await expect(page.getByRole('region', { name: en('catalog.checkoutBar.label') })).toHaveCount(0);
});
