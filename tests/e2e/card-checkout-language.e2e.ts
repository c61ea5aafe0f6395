import { expect, test } from './support/journey';
import { enablePaymentMethods, paymentSuccessUrl } from './support/payments';
import { seeded } from './support/seeded';
import { addOne, helmiListIn, openCartSummary } from './support/storefront';
import { textsIn } from './support/texts';

// The sandbox card checkout the storefront frames (src/server/payments/stripe-checkout-*) is drawn in the
// storefront's language, whatever language the browser itself asks pages in (this one asks for English).
const fi = textsIn('fi');
const soup = seeded('Lohikeitto', 'fi');

test.use({ locale: 'en-GB' });

test('a Finnish storefront frames a Finnish card checkout: its labels, a declined card and Pay', async ({ page }) => {
  await enablePaymentMethods(page, ['CASH', 'STRIPE']);
  await page.goto(helmiListIn('fi'));
  await addOne(page, soup, fi);
  await page.getByRole('button', { name: fi('catalog.row.increase', { name: soup }) }).click();
  await openCartSummary(page, fi);
  await page.getByRole('checkbox', { name: fi('checkout.terms.accept') }).check();

  const method = fi('payment.method.STRIPE');
  await page.getByRole('button', { name: fi('checkout.pay.label', { method }) }).click();
  const form = page
    .getByRole('dialog', { name: fi('paymentFlow.frameTitle', { method }) })
    .frameLocator(`iframe[title="${fi('paymentFlow.frameLabel')}"]`);
  await expect(form.getByRole('heading', { name: 'Maksa kortilla' })).toBeVisible();
  await expect(form.locator('html')).toHaveAttribute('lang', 'fi');

  const payWith = async (number: string) => {
    await form.getByLabel('Kortin numero').fill(number);
    await form.getByLabel('Voimassa (KK/VV)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Maksa', exact: true }).click();
  };
  await payWith('4000 0000 0000 0002');
  await expect(form.getByRole('alert')).toHaveText('Korttisi hylättiin. Mitään ei veloitettu.');
  await payWith('4242 4242 4242 4242');
  await expect(page).toHaveURL(paymentSuccessUrl);
});
