import { expect, test } from './support/journey';
import { orderShortPath } from '../../src/domain/payments/payment-success';
import { browserSessionToken } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { placeCashOrder } from './support/orders';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): the order is two of Sataman Helmi's Lohikeitto, placed for cash.
for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);
  // The storefront starts in Finnish: the Finnish journey asks for no language at all.
  const languageQuery = language === 'fi' ? '' : `?lng=${language}`;

  test(`[${language}] the address an order's QR code holds opens its confirmation with the details`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${languageQuery}`);
    const { invoiceQueryId, shortOrderId } = await placeCashOrder(request, await browserSessionToken(page));

    await page.goto(`${orderShortPath(invoiceQueryId)}${languageQuery}`);

    await expect(page).toHaveURL(new RegExp(`/checkout/payment-success/${invoiceQueryId}\\?showOrderDetail=true$`));
    await expect(page.getByText(t('tracking.shortOrderId', { id: shortOrderId }), { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: t('tracking.qrAlt', { id: shortOrderId }) })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: t('tracking.progressLabel') })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(page.getByRole('heading', { name: t('tracking.receiptPrompt.title') })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The short address replaced itself: Back leads to the page before it, not through it again.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${languageQuery.replace('?', '\\?')}$`));
  });
}

test("a visitor without the order's session is signed in as a new guest first and is not shown the order", async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/?lng=en');
  const { invoiceQueryId, shortOrderId } = await placeCashOrder(request, await browserSessionToken(page));
  const t = textsIn('en');
  const stranger = await browser.newPage();
  try {
    await stranger.goto(`${orderShortPath(invoiceQueryId)}?lng=en`);

    await expect(stranger).toHaveURL(new RegExp(`/checkout/payment-success/${invoiceQueryId}\\?showOrderDetail=true$`));
    expect(await browserSessionToken(stranger)).not.toBe(await browserSessionToken(page));
    await expect(stranger.getByRole('alert')).toBeVisible();
    await expect(stranger.getByText(t('tracking.shortOrderId', { id: shortOrderId }), { exact: true })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
