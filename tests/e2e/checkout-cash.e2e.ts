import { serverText } from './support/server-texts';
import { seeded } from './support/seeded';
import { expect, test } from './support/journey';
import { staffMoves } from './support/orders';
import { addOne, applyVoucher, expectSummaryLine, openCartSummary, skipReceiptPrompt } from './support/storefront';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): Sataman Helmi sells Lohikeitto at 14,90 with a 15,00 minimum; WELCOME10
// takes 10 % off, SUMMER2020 has expired; helmi-staff moves Helmi's orders. A guest signed in anonymously at
// start-up can pay cash. One journey, run in each language with that language's texts from the locale files.
const store = 'Sataman Helmi';

for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);
  const soup = seeded('Lohikeitto', language);

  test(`[${language}] a guest browses to a store, pays cash with a voucher and a tip, watches the order move, finds it under Active then Past and re-orders it`, async ({
    page,
    request,
  }) => {
    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t('storeListing.title') })).toBeVisible();
    // The listing the server drew comes alive once its pictures are in (its tabs are enabled then): a link followed
    // before that is a new page load, not a step inside the app.
    await expect(page.getByRole('tab').first()).toBeEnabled({ timeout: 20_000 });
    await page.getByRole('article', { name: store }).getByRole('link', { name: store }).click();
    await expect(page).toHaveURL(/\/products\/product-list\/sataman-helmi\/ALL\/ALL\/21/);

    await addOne(page, soup, t);
    await openCartSummary(page, t);

    // One soup is below the store's minimum: paying stays closed and says why.
    const minimum = page.getByText(t('pricing.minimumOrder.notReached', { amount: '15,00', currency: '€' }), {
      exact: true,
    });
    await expect(minimum).toBeVisible();
    await page.getByRole('checkbox', { name: t('checkout.terms.accept') }).check();
    const payCash = page.getByRole('button', {
      name: t('checkout.pay.label', { method: t('payment.method.CASH') }),
    });
    await expect(payCash).toBeDisabled();

    await page.getByRole('button', { name: t('catalog.row.increase', { name: soup }) }).click();
    await expectSummaryLine(page, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 29,80');
    await expect(minimum).toHaveCount(0);

    // The server's own words for a refused voucher are shown as it sends them, in the page's language.
    await applyVoucher(page, 'SUMMER2020', t);
    await expect(page.getByRole('dialog', { name: t('voucher.addVoucher') }).getByRole('alert')).toHaveText(
      serverText('voucher.notValid', language),
    );
    await page.keyboard.press('Escape');
    await applyVoucher(page, 'WELCOME10', t);
    await page
      .getByRole('dialog', { name: t('voucher.applied') })
      .getByRole('button', { name: t('voucher.continue') })
      .click();
    await expect(
      page.getByText(t('checkout.voucher.appliedCode', { code: 'WELCOME10' }), { exact: true }),
    ).toBeVisible();
    await expectSummaryLine(page, 'VOUCHER', t('pricing.summary.voucher'), '€ 2,98');

    const tip = t('tip.preset', { currency: '€', amount: 20 });
    await page.getByRole('button', { name: t('checkout.tip.pick', { amount: tip }) }).click();
    await expectSummaryLine(page, 'TIP', t('pricing.summary.tip'), '€ 20,00');

    await expect(payCash).toBeEnabled();
    await payCash.click();
    await expect(page).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Za-z]+$/);
    const invoiceQueryId = /payment-success\/([^?]+)/.exec(page.url())?.[1] ?? '';

    const bar = await skipReceiptPrompt(page, t);
    const idPattern = new RegExp(`^${t('tracking.shortOrderId', { id: '(\\w+)' })}$`);
    const orderHeading = page.getByRole('heading', { level: 1, name: idPattern });
    await expect(orderHeading).toBeVisible();
    const shortOrderId = idPattern.exec((await orderHeading.textContent()) ?? '')?.[1] ?? '';
    expect(shortOrderId).toBeTruthy();
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuetext', t('order.status.pending'));
    await expect(page.getByRole('status')).toHaveText(t('tracking.statusMessage.pending'));

    // The page is never reloaded from here on: a mark on the window would not survive a reload.
    await page.evaluate(() => Object.assign(window, { journeyMark: 'same page' }));
    await staffMoves(request, invoiceQueryId, 'order_confirmed');
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(page.getByRole('status')).toHaveText(t('tracking.statusMessage.confirmed'));
    await staffMoves(request, invoiceQueryId, 'order_dispatched');
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', t('order.status.dispatched'));
    await expect(page.getByRole('status')).toHaveText(t('tracking.statusMessage.dispatched'));

    await page
      .getByRole('navigation', { name: t('navigation.bottomLabel') })
      .getByRole('link', { name: t('navigation.myOrders') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('orderHistory.title') })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('order.tabs.active') })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article').filter({
      has: page.getByRole('link', { name: t('orderHistory.openOrder', { id: shortOrderId, merchant: store }) }),
    });
    await expect(card).toContainText(t('order.status.dispatched'));

    // Delivered, the order leaves Active while the customer looks at it, and is found under Past.
    await staffMoves(request, invoiceQueryId, 'order_delivered');
    await expect(card).toHaveCount(0);
    expect(await page.evaluate(() => (window as { journeyMark?: string }).journeyMark)).toBe('same page');
    await page.getByRole('tab', { name: t('order.tabs.past') }).click();
    await expect(card).toContainText(t('order.status.delivered'));

    // Paying emptied the cart, so the re-order asks nothing and the cart holds the order's lines.
    await card.getByRole('button', { name: t('orderHistory.reorderOf', { id: shortOrderId }) }).click();
    await expect(page).toHaveURL(/\/checkout\/cart-summary/);
    await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const lines = page.getByRole('region', { name: t('checkout.lines.label') }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name: soup }) })).toContainText('2');
    await expectSummaryLine(page, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 29,80');
  });
}
