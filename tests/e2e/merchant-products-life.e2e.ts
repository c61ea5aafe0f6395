import { expect, test, type APIRequestContext, type Page } from './support/journey';
import { productsResponseSchema } from '../../src/contract/catalogue/products.contract';
import { storeProductResponseSchema } from '../../src/contract/merchant/store-products.contract';
import productTableEn from '../../src/presentation/components/product-add-table/texts/en.json';
import productTableFi from '../../src/presentation/components/product-add-table/texts/fi.json';
import { seriousAxeViolations } from './support/axe';
import { browserSessionToken } from './support/accounts';
import { placeCashOrder } from './support/orders';
import { helmiListIn } from './support/storefront';
import { consoleTextsIn, type Texts } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Issue 26, parts 7 and 8. Seeded data (src/server/seed): helmi-owner owns Sataman Helmi (minimum order 15,00),
// helmi-staff works there. Each language's journey adds products of its own through the API, so no other journey's
// products are renamed or removed on the shared server.

/** The product-add table's own texts (its namespace comes with its code), whose rules the edit form shares. */
const productTable = { en: productTableEn, fi: productTableFi } as const;

async function ownerToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/merchant/v1/staff/sign_in', {
    data: { username: 'helmi-owner', password: 'helmi-owner-2026' },
  });
  expect(signIn.status()).toBe(200);
  return ((await signIn.json()) as { token: string }).token;
}

/** A product of the journey's own at Sataman Helmi, priced over the store's minimum order; its query id. */
async function addedProduct(request: APIRequestContext, token: string, name: string): Promise<string> {
  const added = await request.post('/merchant/v1/products', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, category: 'E2E-keitot', cost: 1590, description: 'Of the day' },
  });
  expect(added.status()).toBe(201);
  return storeProductResponseSchema.parse(await added.json()).product.query_id;
}

async function signInStaff(page: Page, t: Texts, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: t('console.signIn.title') })).toBeVisible();
  await page.getByLabel(t('console.signIn.username')).fill(username);
  await page.getByLabel(t('console.signIn.password')).fill(password);
  await page.getByRole('button', { name: t('console.signIn.submit') }).click();
}

for (const language of journeyLanguages(__filename)) {
  const t = consoleTextsIn(language);

  test(`(${language}) the owner renames one product and removes another; the customer no longer sees it, and their old order keeps it`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await ownerToken(request);
    const toRename = `Nimettävä keitto E2E ${language}`;
    const renamed = `Uusi keitto E2E ${language}`;
    const toRemove = `Poistuva keitto E2E ${language}`;
    await addedProduct(request, token, toRename);
    const removedId = await addedProduct(request, token, toRemove);

    // The customer ordered the product before it was removed.
    await page.goto(`/?lng=${language}`);
    const customer = await browserSessionToken(page);
    const order = await placeCashOrder(request, customer, 'sataman-helmi', [
      { productQueryId: removedId, quantity: 1 },
    ]);

    const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const owner = await tablet.newPage();
    try {
      await owner.goto(`/inventory-mgmt?lng=${language}`);
      await signInStaff(owner, t, 'helmi-owner', 'helmi-owner-2026');

      // Rename on the edit form, filled with the product as stored.
      const renameCard = owner.getByRole('article', { name: toRename });
      await renameCard.getByRole('link', { name: t('inventory.edit.linkFor', { name: toRename }) }).click();
      await expect(owner.getByRole('heading', { name: t('inventory.edit.title'), level: 2 })).toBeVisible();
      const name = owner.getByLabel(t('inventory.edit.name'));
      await expect(name).toHaveValue(toRename);
      expect(await seriousAxeViolations(owner)).toEqual([]);
      await name.fill('');
      await owner.getByRole('button', { name: t('inventory.edit.save') }).click();
      await expect(name).toHaveAccessibleDescription(productTable[language].problems.REQUIRED);
      await name.fill(renamed);
      await owner.getByLabel(t('inventory.edit.sizes')).fill('0,5 l\n1 l');
      await owner.getByRole('button', { name: t('inventory.edit.save') }).click();
      await expect(owner.getByRole('status')).toHaveText(t('inventory.edit.saved'));
      await owner.getByRole('link', { name: t('inventory.edit.back') }).click();

      // Remove the other, confirmed first.
      const removeCard = owner.getByRole('article', { name: toRemove });
      await removeCard.getByRole('button', { name: t('inventory.remove.buttonFor', { name: toRemove }) }).click();
      await expect(removeCard).toContainText(t('inventory.remove.confirm', { name: toRemove }));
      await removeCard.getByRole('button', { name: t('inventory.remove.yes') }).click();
      await expect(owner.getByText(t('inventory.remove.removed', { name: toRemove }))).toBeVisible();
      await expect(owner.getByRole('article', { name: toRemove })).toHaveCount(0);
      await expect(owner.getByRole('article', { name: renamed })).toBeVisible();

      // The customer's store lists the new name and no longer the removed product.
      await page.goto(helmiListIn(language));
      await expect(page.getByRole('article', { name: renamed })).toBeVisible();
      await expect(page.getByRole('article', { name: toRename })).toHaveCount(0);
      await expect(page.getByRole('article', { name: toRemove })).toHaveCount(0);
      // Their old order still holds it.
      const ordered = await request.get(`/api/v1/products?order_id=${order.invoiceQueryId}`, {
        headers: { 'x-p3-mwallet-session-token': customer },
      });
      expect(ordered.status()).toBe(200);
      expect(productsResponseSchema.parse(await ordered.json()).products.map((product) => product.name)).toEqual([
        toRemove,
      ]);
    } finally {
      await tablet.close();
    }
  });

  test(`(${language}) the kitchen finds a past order by its code, with a product removed since`, async ({
    browser,
    page,
    request,
  }) => {
    // Two browsers and axe on a shared two-core machine: the journey's steps, not its speed, are what is checked.
    test.setTimeout(90_000);
    const token = await ownerToken(request);
    const gone = `Mennyt keitto E2E ${language}`;
    const goneId = await addedProduct(request, token, gone);
    await page.goto(`/?lng=${language}`);
    const order = await placeCashOrder(request, await browserSessionToken(page), 'sataman-helmi', [
      { productQueryId: goneId, quantity: 1 },
    ]);
    const removed = await request.delete(`/merchant/v1/products/${goneId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(200);

    // The kitchen finds the order by its code, with the removed product on it.
    const kitchen = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const staff = await kitchen.newPage();
    try {
      await staff.goto(`/orders-mgmt?lng=${language}`);
      await signInStaff(staff, t, 'helmi-staff', 'helmi-2026');
      await staff
        .getByRole('navigation', { name: t('console.pastOrders.views') })
        .getByRole('link', { name: t('console.pastOrders.title') })
        .click();
      await expect(staff.getByRole('heading', { name: t('console.pastOrders.title'), level: 2 })).toBeVisible();
      await staff.getByLabel(t('console.pastOrders.code')).fill(`#${order.shortOrderId.toLowerCase()}`);
      await staff.getByRole('button', { name: t('console.pastOrders.search') }).click();
      await expect(staff.getByText(t('console.pastOrders.found', { count: 1 }))).toBeVisible();
      const row = staff.getByRole('row', {
        name: new RegExp(t('console.orders.orderHeading', { id: order.shortOrderId })),
      });
      await expect(row).toContainText(t('console.orders.line', { quantity: 1, name: gone }));
      expect(await seriousAxeViolations(staff)).toEqual([]);
    } finally {
      await kitchen.close();
    }
  });
}
