import { expect, test } from './support/journey';
import { seeded } from './support/seeded';
import { addOne, helmiListIn, openCartSummary, skipReceiptPrompt } from './support/storefront';
import { consoleTextsIn, textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Issue 26, the order note: what the customer writes on the cart summary survives a reload of the page (it is
// kept in the browser's storage), goes with the cash order to the kitchen's card, and is gone for the next
// order. Seeded data (src/server/seed): Sataman Helmi sells Lohikeitto at 14,90 with a 15,00 minimum, and
// helmi-staff is its kitchen.

for (const language of journeyLanguages(__filename)) {
  test(`(${language}) a note survives a reload of the cart summary and reaches the kitchen's card`, async ({
    browser,
  }) => {
    const t = textsIn(language);
    const c = consoleTextsIn(language);
    const soup = seeded('Lohikeitto', language);
    const note = language === 'fi' ? 'Soittakaa ovikelloa kahdesti' : 'Ring the doorbell twice';
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const tablet = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    try {
      const staff = await tablet.newPage();
      await staff.goto(`/orders-mgmt?lng=${language}`);
      await staff.getByLabel(c('console.signIn.username')).fill('helmi-staff');
      await staff.getByLabel(c('console.signIn.password')).fill('helmi-2026');
      await staff.getByRole('button', { name: c('console.signIn.submit') }).click();
      await expect(staff.getByRole('heading', { level: 2, name: c('console.shell.pages.orders') })).toBeVisible();

      const customer = await phone.newPage();
      await customer.goto(helmiListIn(language));
      await addOne(customer, soup, t);
      await customer.getByRole('button', { name: t('catalog.row.increase', { name: soup }) }).click();
      await openCartSummary(customer, t);
      const field = customer.getByRole('textbox', { name: t('checkout.note.label') });
      await field.fill(note);

      await customer.reload();
      await expect(field).toHaveValue(note);

      await customer.getByRole('checkbox', { name: t('checkout.terms.accept') }).check();
      await customer
        .getByRole('button', { name: t('checkout.pay.label', { method: t('payment.method.CASH') }) })
        .click();
      await expect(customer).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Za-z]+(\?|$)/);
      await skipReceiptPrompt(customer, t);
      const idPattern = new RegExp(`^${t('tracking.shortOrderId', { id: '(\\w+)' })}$`);
      const orderHeading = customer.getByRole('heading', { level: 1, name: idPattern });
      await expect(orderHeading).toBeVisible();
      const shortOrderId = idPattern.exec((await orderHeading.textContent()) ?? '')?.[1] ?? '';
      expect(shortOrderId).toBeTruthy();

      const card = staff.getByRole('article', { name: c('console.orders.orderHeading', { id: shortOrderId }) });
      await expect(card).toContainText(`${c('console.orders.orderNote')} ${note}`);

      // The next order of the same store starts without the note that went with this one.
      await customer.goto(helmiListIn(language));
      await addOne(customer, soup, t);
      await customer.getByRole('button', { name: t('catalog.row.increase', { name: soup }) }).click();
      await openCartSummary(customer, t);
      await expect(field).toHaveValue('');
    } finally {
      await phone.close();
      await tablet.close();
    }
  });
}
