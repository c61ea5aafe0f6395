import { expect, test, type Page } from './support/journey';
import { addressesResponseSchema } from '../../src/contract/accounts/address.contract';
import { productResponseSchema } from '../../src/contract/catalogue/products.contract';
import { invoiceResponseSchema } from '../../src/contract/orders/invoice.contract';
import { browserSessionToken, demoCustomer } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { textsIn, type Texts, consoleTextsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): the demo customer's home is "A 12, Kallio" (Kallion talo, Helsinginkatu 15,
// floor 3, near Kallio library), within reach of Kallion Keittiö, whose kitchen is kallio-staff and whose
// Lihapullat come with a side (Lisuke: Perunamuusi or Ranskalaiset).
const home = {
  description: 'A 12, Kallio',
  street: 'Helsinginkatu 15',
  building: 'Kallion talo',
  floor: '3',
  room: 'A 12',
  landmark: 'Near Kallio library',
  district: 'Kallio',
};
const phoneNumber = `+92${demoCustomer.typedNumber}`;
const meatballs = 'kallion-keittio--lihapullat';
const peaSoup = 'kallion-keittio--hernekeitto';

async function logInOnPhone(page: Page, t: Texts): Promise<void> {
  await page
    .getByRole('button', { name: t('accountMenu.logIn') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.login.title') });
  await dialog.getByLabel(t('auth.fields.mobileNumber')).fill(demoCustomer.typedNumber);
  await dialog.getByLabel(t('auth.fields.pin'), { exact: true }).fill(demoCustomer.pin);
  await dialog.getByRole('button', { name: t('auth.login.submit') }).click();
}

/**
 * The phone's customer orders meatballs with the second side and a note, and a pea soup, to their home. The
 * storefront has no field for a line's note yet, so the order goes through the API as the phone's own customer.
 */
async function orderToHome(customer: Page, note: string) {
  const headers = { 'x-p3-mwallet-session-token': await browserSessionToken(customer) };
  const { request } = customer;
  const { addresses } = addressesResponseSchema.parse(
    await (await request.get('/api/v1/users/addresses', { headers })).json(),
  );
  const homeAddress = addresses.home_address;
  if (homeAddress === null) throw new Error('The demo customer has no home address');
  expect(
    (
      await request.put('/api/v1/users/select_address', { headers, data: { address_query_id: homeAddress.query_id } })
    ).status(),
  ).toBe(200);
  const { product } = productResponseSchema.parse(await (await request.get(`/api/v1/products/${meatballs}`)).json());
  const side = product.variants[0]?.options[1];
  if (side === undefined) throw new Error('The seeded meatballs have no second side');
  const created = await request.post('/api/v1/invoices', {
    headers,
    data: {
      invoice: {
        organization_query_id: 'kallion-keittio',
        invoice_items_attributes: [
          { product_query_id: meatballs, quantity: 2, instruction: note, variant_option_ids: [side.id] },
          { product_query_id: peaSoup, quantity: 1 },
        ],
      },
      paymentMethod: 'CASH',
    },
  });
  expect(created.status()).toBe(200);
  const { invoice } = invoiceResponseSchema.parse(await created.json());
  expect(invoice.delivery_fee).toBeGreaterThan(0);
  const placed = await customer.request.put(`/api/v1/invoices/${invoice.query_id}/place_order`, { headers, data: {} });
  expect(placed.status()).toBe(200);
  return { shortOrderId: invoice.short_order_id, side: side.name };
}

for (const language of journeyLanguages(__filename)) {
  test(`(${language}) a delivery ordered on a phone shows the kitchen its address, phone, note and choices, and prints its ticket`, async ({
    browser,
  }) => {
    const t = textsIn(language);
    const c = consoleTextsIn(language);
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
      await staff.getByLabel(c('console.signIn.username')).fill('kallio-staff');
      await staff.getByLabel(c('console.signIn.password')).fill('kallio-2026');
      await staff.getByRole('button', { name: c('console.signIn.submit') }).click();
      await expect(staff.getByRole('heading', { level: 2, name: c('console.shell.pages.orders') })).toBeVisible();

      const customer = await phone.newPage();
      await customer.goto(`/?lng=${language}`);
      await logInOnPhone(customer, t);
      await expect(
        customer.getByRole('button', { name: t('deliverTo.openAddresses', { address: home.description }) }),
      ).toBeVisible();
      const note = language === 'fi' ? 'Ei sipulia, kiitos' : 'No onion, please';
      const { shortOrderId, side } = await orderToHome(customer, note);

      const card = staff.getByRole('article', { name: c('console.orders.orderHeading', { id: shortOrderId }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(c('console.orders.details.delivery'));
      await expect(card.getByRole('link', { name: phoneNumber })).toHaveAttribute('href', `tel:${phoneNumber}`);
      for (const part of ['street', 'building', 'floor', 'room', 'landmark', 'district'] as const) {
        await expect(card).toContainText(c(`console.orders.details.address.${part}`, { value: home[part] }));
      }
      const map = card.getByRole('link', { name: c('console.orders.details.map') });
      await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=60\.18/);
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(card).toContainText(c('console.orders.line', { quantity: 2, name: 'Lihapullat' }));
      await expect(card).toContainText(c('console.orders.variants', { names: side }));
      await expect(card).toContainText(c('console.orders.note', { text: note }));

      await card.getByRole('button', { name: c('console.orders.details.open') }).click();
      const details = staff.getByRole('dialog', { name: c('console.orders.details.title', { id: shortOrderId }) });
      await expect(details).toContainText(c('console.orders.details.deliveryFee'));
      await expect(details).toContainText(c('console.orders.details.total'));
      expect(await seriousAxeViolations(staff)).toEqual([]);
      await details.getByRole('button', { name: c('console.orders.details.print') }).click();
      await expect.poll(() => staff.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await details.getByRole('button', { name: c('console.orders.close') }).click();
      await expect(details).toHaveCount(0);

      const ticket = staff.locator('[data-kitchen-ticket]');
      await expect(ticket).toBeHidden();
      await staff.emulateMedia({ media: 'print' });
      await expect(ticket).toBeVisible();
      await expect(ticket).toContainText('Kallion Keittiö');
      await expect(ticket).toContainText(c('console.orders.orderHeading', { id: shortOrderId }));
      await expect(ticket).toContainText(c('console.orders.line', { quantity: 2, name: 'Lihapullat' }));
      await expect(ticket).toContainText(c('console.orders.line', { quantity: 1, name: 'Hernekeitto' }));
      await expect(ticket).toContainText(c('console.orders.note', { text: note }));
      await expect(ticket).toContainText(c('console.orders.details.address.landmark', { value: home.landmark }));
      await expect(staff.locator('#root')).toBeHidden();
      await expect(staff.getByRole('heading', { level: 2, name: c('console.shell.pages.orders') })).toBeHidden();
      await staff.emulateMedia({ media: 'screen' });
      await expect(ticket).toBeHidden();
      await expect(card).toBeVisible();
    } finally {
      await phone.close();
      await tablet.close();
    }
  });
}
