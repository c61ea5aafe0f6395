import { expect, test } from './support/journey';
import { runTask } from '../integration/server/run-task';
import { seeded } from './support/seeded';
import { startOwnServer, type OwnServer } from './support/own-server';
import { addOne, expectSummaryLine, helmiListIn, openCartSummary } from './support/storefront';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// The spec's §4: choosing a payment method makes the invoice. The summary is priced by the server all the same,
// tip by tip, and the server is left holding one invoice: the order's. Its data folder is read once the server
// is stopped, as no API lists invoices that were never placed; hence a server of this file's own.
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(110_000);
});

// Each journey stops the server to read its data folder; the next one (both languages run with E2E_LANGUAGES=all)
// starts it again.
test.beforeEach(async () => server.ensureRunning());

test.afterAll(async () => server?.dispose());

/** The tip presets clicked in turn, ten changes in all, never the same one twice running. */
const presets = [20, 50, 100];

for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);
  const soup = seeded('Lohikeitto', language);

  test(`[${language}] ten tip changes and a cash payment leave the server one invoice, the order's`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${server.url}${helmiListIn(language)}`);
    await addOne(page, soup, t);
    await page
      .getByRole('article', { name: soup })
      .getByRole('button', { name: t('catalog.row.increase', { name: soup }) })
      .click();
    await openCartSummary(page, t);
    await expectSummaryLine(page, 'SUB_TOTAL', t('pricing.summary.subTotal'), '€ 29,80');

    let amount = 0;
    for (let change = 0; change < 10; change += 1) {
      amount = presets[change % presets.length]!;
      const tip = t('tip.preset', { currency: '€', amount });
      await page.getByRole('button', { name: t('checkout.tip.pick', { amount: tip }) }).click();
      await expectSummaryLine(page, 'TIP', t('pricing.summary.tip'), `€ ${amount},00`);
    }

    await page.getByRole('checkbox', { name: t('checkout.terms.accept') }).check();
    await page.getByRole('button', { name: t('checkout.pay.label', { method: t('payment.method.CASH') }) }).click();
    await expect(page).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Za-z]+/);
    const invoiceQueryId = /payment-success\/([^?]+)/.exec(page.url())?.[1] ?? '';

    const held = await server.readWhileStopped((dataDir) =>
      runTask('tests/integration/server/tasks/user-invoices.task.ts', [dataDir, invoiceQueryId]),
    );
    expect(held).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(held.stdout)).toEqual([{ queryId: invoiceQueryId, paymentMethod: 'CASH', placed: true }]);
  });
}
