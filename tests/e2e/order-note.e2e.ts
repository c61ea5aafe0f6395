import { expect, test } from './support/journey';
import { seeded } from './support/seeded';
import { addOne, expectSummaryLine, helmiListIn, openCartSummary, skipReceiptPrompt } from './support/storefront';
import { consoleTextsIn, textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Issue 26, item 1: the customer writes a note for the store on the cart summary and pays cash; the kitchen's
// card, its details and the kitchen ticket show it. Seeded data (src/server/seed): Sataman Helmi sells
// Lohikeitto at 14,90 with a 15,00 minimum, and helmi-staff is its kitchen.

for (const language of journeyLanguages(__filename)) {
  test(`(${language}) a note written on the cart summary reaches the kitchen's card, details and ticket`, async ({
    browser,
  }) => {
    const t = textsIn(language);
    const c = consoleTextsIn(language);
    const soup = seeded('Lohikeitto', language);
    const note = language === 'fi' ? 'Pähkinäallergia – ovikoodi 1234' : 'Nut allergy – door code 1234';
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const tablet = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    try {
      const staff = await tablet.newPage();
      // The print dialog itself is the browser's, not the page's: counted here instead of opened.
      await staff.addInitScript(() => {
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      });
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
      await expectSummaryLine(customer, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 29,80');
      const field = customer.getByRole('textbox', { name: t('checkout.note.label') });
      await expect(field).toHaveAccessibleDescription(new RegExp(t('checkout.note.hint')));
      await field.fill(note);
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

      const shown = `${c('console.orders.orderNote')} ${note}`;
      const card = staff.getByRole('article', { name: c('console.orders.orderHeading', { id: shortOrderId }) });
      await expect(card).toContainText(shown);
      await card.getByRole('button', { name: c('console.orders.details.open') }).click();
      const details = staff.getByRole('dialog', { name: c('console.orders.details.title', { id: shortOrderId }) });
      await expect(details).toContainText(shown);
      await details.getByRole('button', { name: c('console.orders.details.print') }).click();
      await expect.poll(() => staff.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await details.getByRole('button', { name: c('console.orders.close') }).click();

      const ticket = staff.locator('[data-kitchen-ticket]');
      await staff.emulateMedia({ media: 'print' });
      await expect(ticket).toBeVisible();
      await expect(ticket).toContainText(c('console.orders.orderHeading', { id: shortOrderId }));
      await expect(ticket).toContainText(shown);
    } finally {
      await phone.close();
      await tablet.close();
    }
  });
}
