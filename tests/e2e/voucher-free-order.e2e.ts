import { expect, test } from './support/journey';
import { enablePaymentMethods, paymentSuccessUrl } from './support/payments';
import { seeded } from './support/seeded';
import {
  addOne,
  applyVoucher,
  expectSummaryLine,
  helmiListIn,
  openCartSummary,
  skipReceiptPrompt,
} from './support/storefront';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): Sataman Helmi sells Lohikeitto at 14,90 with a 15,00 minimum; HELMIFREE takes
// 100 % off its items. A pickup order without a tip then costs nothing, so paying "by card" places it directly.
for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);
  const soup = seeded('Lohikeitto', language);

  test(`[${language}] a voucher covering the whole order places it without the card provider`, async ({ page }) => {
    await enablePaymentMethods(page, ['CASH', 'NEST_CARD_PAY', 'STRIPE']);
    const invoicesCreated: string[] = [];
    const providerCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /\/api\/v1\/invoices$/.test(path)) invoicesCreated.push(path);
      if (/stripe\/payment\/init|netaxept-payment-gateway\/init|\/sandbox\//.test(path)) providerCalls.push(path);
    });

    await page.goto(helmiListIn(language));
    await addOne(page, soup, t);
    await page.getByRole('button', { name: t('catalog.row.increase', { name: soup }) }).click();
    await openCartSummary(page, t);
    await expectSummaryLine(page, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 29,80');
    await page.getByRole('checkbox', { name: t('checkout.terms.accept') }).check();

    await applyVoucher(page, 'HELMIFREE', t);
    await page
      .getByRole('dialog', { name: t('voucher.applied') })
      .getByRole('button', { name: t('voucher.continue') })
      .click();
    await expectSummaryLine(page, 'VOUCHER', t('pricing.summary.voucher'), '€ 29,80');

    await page.getByRole('button', { name: t('checkout.pay.label', { method: t('payment.method.STRIPE') }) }).click();
    await expect(page).toHaveURL(paymentSuccessUrl);
    await skipReceiptPrompt(page, t);
    await expect(page.getByText(/^(Order|Tilaus) #\S+$/)).toBeVisible();
    // The priced invoice, voucher included, became the order: no card invoice, no provider, no sandbox page.
    expect(invoicesCreated).toHaveLength(1);
    expect(providerCalls).toEqual([]);
  });
}
