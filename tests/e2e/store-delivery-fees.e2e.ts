import { expect, test, type Page } from './support/journey';
import { demoCustomer, logIn } from './support/accounts';
import { seeded } from './support/seeded';
import { addOne, openCartSummary } from './support/storefront';
import { textsIn, type Texts } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): the demo customer's selected address is home in Kallio, which Kallion Keittiö and
// Pizzeria Vallila both deliver to. Kallion Keittiö charges its own delivery fee of 2,50 (the host's is 3,90) and
// opens under a banner of its own; Pizzeria Vallila delivers free. Pea soup 9,50 at Kallio (minimum 10,00),
// Caesar salad 10,90 at Vallila (minimum 12,00).
const listOf = (store: string, language: string) => `/products/product-list/${store}/ALL/ALL/21?lng=${language}`;

/** Two of a product in the cart from its row, and the cart summary open. */
async function twoInTheCart(page: Page, name: string, t: Texts): Promise<void> {
  await addOne(page, name, t);
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: t('catalog.row.increase', { name }) })
    .click();
  await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name }) })).toContainText('2');
  await openCartSummary(page, t);
}

/** The cart summary's line of a kind, its label and what the server priced. */
async function expectLine(page: Page, kind: string, label: string, amount: string): Promise<void> {
  const line = page.getByTestId(`summary-${kind}`);
  await expect(line.getByRole('term')).toHaveText(label);
  await expect(line.getByRole('definition')).toHaveText(amount);
}

for (const language of journeyLanguages(__filename)) {
  test(`(${language}) a store with its own delivery fee and one with free delivery, priced by the server on the cart summary`, async ({
    page,
  }) => {
    const t = textsIn(language);
    await page.goto('/?lng=en');
    await logIn(page, demoCustomer.typedNumber, demoCustomer.pin);
    await expect(
      page.getByRole('button', { name: textsIn('en')('deliverTo.openAddresses', { address: 'A 12, Kallio' }) }),
    ).toBeVisible();

    // Kallion Keittiö: its own banner and its own fee, in the header and on the priced summary.
    await page.goto(listOf('kallion-keittio', language));
    await expect(
      page.getByRole('img', { name: t('catalog.header.bannerAlt', { name: 'Kallion Keittiö' }) }),
    ).toHaveAttribute('src', /kallion-keittio-page\.png$/);
    await expect(page.getByText(t('pricing.storeDeliveryFee', { currency: '€', amount: '2,50' }))).toBeVisible();
    await twoInTheCart(page, seeded('Hernekeitto', language), t);
    await expectLine(page, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 19,00');
    await expectLine(page, 'DELIVERY_FEE', t('pricing.summary.deliveryFee'), '€ 2,50');
    await expect(page.getByTestId('summary-total')).toContainText('€ 21,50');

    // Pizzeria Vallila: free delivery to the same address.
    await page.goto(listOf('pizzeria-vallila', language));
    await expect(page.getByText(t('pricing.summary.freeDelivery'))).toBeVisible();
    const salad = seeded('Caesar-salaatti', language);
    await page
      .getByRole('article', { name: salad })
      .getByRole('button', { name: t('catalog.row.addLabel', { name: salad }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('cart.conflict.clearCartAndAddNewItem') })
      .click();
    await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name: salad }) })).toContainText('1');
    await page
      .getByRole('article', { name: salad })
      .getByRole('button', { name: t('catalog.row.increase', { name: salad }) })
      .click();
    await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name: salad }) })).toContainText('2');
    await openCartSummary(page, t);
    await expectLine(page, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 21,80');
    await expectLine(page, 'DELIVERY_FEE', t('pricing.summary.deliveryFee'), t('pricing.summary.freeDelivery'));
    await expect(page.getByTestId('summary-total')).toContainText('€ 21,80');
  });
}
