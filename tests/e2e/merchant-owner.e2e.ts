import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { placeCashOrder, staffReceivesCash } from './support/orders';
import { consoleTextsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): Sataman Helmi's owner helmi-owner and staff member helmi-staff (README).

async function signInStaff(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a staff member is refused /pnl: the navigation hides it and the address shows the refusal', async ({ page }) => {
  await page.goto('/pnl?lng=en');
  await signInStaff(page, 'helmi-staff', 'helmi-2026');
  await expect(page.getByRole('alert')).toHaveText("Only the store's owner can open this page.");
  const navigation = page.getByRole('navigation', { name: 'Console navigation' });
  await expect(navigation.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const ownerPage of ['Profit and loss', 'Transactions', 'Staff']) {
    await expect(navigation.getByRole('link', { name: ownerPage, exact: true })).toHaveCount(0);
  }
  // Still signed in: the refusal is no sign-in screen.
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  // The server refuses the figures too, whatever the browser shows.
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('staffSession') ?? '{}').token);
  const answer = await page.request.get('/merchant/v1/pnl?from=2026-01-01&to=2026-01-31', {
    headers: { authorization: `Bearer ${String(token)}` },
  });
  expect(answer.status()).toBe(403);
});

test('an owner sees /pnl as a table and a labelled chart, at a tablet\u2019s width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, timezoneId: 'Europe/Helsinki' });
  const page = await context.newPage();
  try {
    await page.goto('/pnl?lng=en');
    await signInStaff(page, 'helmi-owner', 'helmi-owner-2026');
    const figures = page.getByRole('region', { name: 'Figures' });
    await expect(figures.getByRole('row')).toHaveCount(1 + 30 + 1);
    await expect(figures.getByRole('columnheader')).toHaveText([
      'Day',
      'Orders',
      'Revenue',
      'Not paid yet',
      'VAT',
      'Discounts',
      'Tips',
      'Delivery fees',
      'Refunds',
    ]);
    const chart = page.getByRole('figure', { name: /^Chart of revenue, VAT, discounts, tips and delivery fees/ });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();

    await page.getByLabel('Per', { exact: true }).selectOption('month');
    await expect(figures.getByRole('columnheader').first()).toHaveText('Month');
    expect(await seriousAxeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an owner adds a staff member at a phone\u2019s width, who then signs in to the store', async ({ browser }) => {
  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const owner = await ownerContext.newPage();
  const waiterContext = await browser.newContext();
  const waiter = await waiterContext.newPage();
  try {
    await owner.goto('/staff-mgmt?lng=en');
    await signInStaff(owner, 'helmi-owner', 'helmi-owner-2026');
    await expect(owner.getByRole('listitem', { name: 'Helmi Kitchen' })).toBeVisible();
    const form = owner.getByRole('region', { name: 'Add a staff account' });
    await form.getByLabel('Username').fill('helmi-e2e-waiter');
    await form.getByLabel('Name', { exact: true }).fill('Eetu Waiter');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByText('Too short')).toBeVisible();
    await form.getByLabel('Password').fill('Tray-2026-e2e');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(owner.getByRole('status')).toHaveText('Eetu Waiter was added and can sign in now.');
    await expect(owner.getByRole('listitem', { name: 'Eetu Waiter' })).toContainText('helmi-e2e-waiter');
    // Nothing wider than the phone: the page scrolls down, never sideways.
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousAxeViolations(owner)).toEqual([]);

    await waiter.goto('/orders-mgmt?lng=en');
    await signInStaff(waiter, 'helmi-e2e-waiter', 'Tray-2026-e2e');
    await expect(waiter.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
    await expect(waiter.getByText('Eetu Waiter · Sataman Helmi')).toBeVisible();
  } finally {
    await ownerContext.close();
    await waiterContext.close();
  }
});

for (const language of journeyLanguages(__filename)) {
  test(`(${language}) the owner downloads the transactions as CSV with the day\u2019s cash order in it, paid once its cash is received`, async ({
    browser,
    page,
  }) => {
    const c = consoleTextsIn(language);
    await page.goto(`/?lng=${language}`);
    const { shortOrderId, invoiceQueryId } = await placeCashOrder(page.request, await browserSessionToken(page));

    const context = await browser.newContext({ timezoneId: 'Europe/Helsinki', acceptDownloads: true });
    const owner = await context.newPage();
    try {
      await owner.goto(`/transactions?lng=${language}`);
      await expect(owner.getByRole('heading', { name: c('console.signIn.title') })).toBeVisible();
      await owner.getByLabel(c('console.signIn.username')).fill('helmi-owner');
      await owner.getByLabel(c('console.signIn.password')).fill('helmi-owner-2026');
      await owner.getByRole('button', { name: c('console.signIn.submit') }).click();
      const orderRow = owner.getByRole('row', { name: new RegExp(`#${shortOrderId}`) });
      await expect(orderRow).toContainText(c('office.transactions.cash'));
      const csvRow = async () => {
        const [download] = await Promise.all([
          owner.waitForEvent('download'),
          owner.getByRole('link', { name: c('office.transactions.download') }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
        const rows = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
        // One VAT column per rate of the days' orders: here only the food rate of the soups (the CSV is for
        // machines, so its header and values are the same in both languages).
        expect(rows[0]).toBe('date,time,order,payment_method,paid,refund,amount,vat_13.5');
        return rows.find((line) => line.split(',')[2] === shortOrderId);
      };
      // Two soups of 14.90 in cash, not paid until its cash is received; 13.5 % of the gross 29.80 is VAT 3.54.
      const cashRow = (paid: 'yes' | 'no') =>
        new RegExp(`^\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2},${shortOrderId},CASH,${paid},no,29\\.80,3\\.54$`);
      expect(await csvRow()).toMatch(cashRow('no'));

      await staffReceivesCash(page.request, invoiceQueryId);
      await owner.reload();
      await expect(orderRow).toContainText(c('office.transactions.paid'));
      expect(await csvRow()).toMatch(cashRow('yes'));
    } finally {
      await context.close();
    }
  });
}

test('the dashboard, promotions and transactions are axe-clean and fit a tablet', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, timezoneId: 'Europe/Helsinki' });
  const page = await context.newPage();
  try {
    await page.goto('/dashboard?lng=en');
    await signInStaff(page, 'helmi-owner', 'helmi-owner-2026');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's orders by status" })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Console navigation' });
    for (const [link, heading] of [
      ['Dashboard', "Today's orders by status"],
      ['Promotions', 'Product promotions'],
      ['Transactions', 'Dates'],
    ] as const) {
      await navigation.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { name: link, level: 2 })).toBeVisible();
      await expect(page.getByRole(link === 'Transactions' ? 'form' : 'region', { name: heading })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
      expect([link, await seriousAxeViolations(page)]).toEqual([link, []]);
    }
  } finally {
    await context.close();
  }
});
