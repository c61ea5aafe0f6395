import { companiesResponseSchema, type CompanyDto } from '@/contract/catalogue/companies.contract';
import { productResponseSchema } from '@/contract/catalogue/products.contract';
import { demoLogin, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { createInvoice, guestSession, invoiceOf, invoiceRequest, type Session } from '../orders/orders-client';

// Seeded (src/server/seed): Kallion Keittiö delivers for its own 2,50, Pizzeria Vallila delivers free, Sataman
// Helmi charges the host's 3,90. The demo customer's selected address (home, Kallio) is within reach of all three.
const soup = 'kallion-keittio--hernekeitto';
const caesar = 'pizzeria-vallila--caesar-salaatti';
const lemonade = 'pizzeria-vallila--sitruunalimonadi';

let api: AccountsServer;
let customer: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  customer = { token: await api.logIn(demoLogin.loginId, demoLogin.pin), userQueryId: '' };
});

afterAll(() => api?.stop());

async function listedStore(queryId: string): Promise<CompanyDto> {
  const answer = await api.call('GET', '/api/v1/companies?page_size=100');
  const store = companiesResponseSchema.parse(answer.body).industries.companies.find((c) => c.query_id === queryId);
  if (!store) throw new Error(`${queryId} is not listed`);
  return store;
}

describe("each store's delivery fee, priced by the server", () => {
  it('lists the fee a delivered order of each store pays, and whether it is the store own', async () => {
    expect(await listedStore('kallion-keittio')).toMatchObject({
      override_delivery_fee: true,
      delivery_fee_value: 250,
    });
    expect(await listedStore('pizzeria-vallila')).toMatchObject({ override_delivery_fee: true, delivery_fee_value: 0 });
    expect(await listedStore('sataman-helmi')).toMatchObject({ override_delivery_fee: false, delivery_fee_value: 390 });
  });

  it("charges a delivered order the store's own fee", async () => {
    const answer = await createInvoice(
      api,
      customer,
      invoiceRequest('kallion-keittio', [{ product: soup, quantity: 2 }]),
    );
    expect(answer.status).toBe(200);
    expect(invoiceOf(answer)).toMatchObject({ sub_total_amount: 1900, delivery_fee: 250, cents: 2150 });
  });

  it('charges a delivered order of a free-delivery store no delivery fee', async () => {
    const lines = [
      { product: caesar, quantity: 1 },
      { product: lemonade, quantity: 1 },
    ];
    const answer = await createInvoice(api, customer, invoiceRequest('pizzeria-vallila', lines));
    expect(answer.status).toBe(200);
    expect(invoiceOf(answer)).toMatchObject({ sub_total_amount: 1410, delivery_fee: 0, cents: 1410 });
  });

  it('charges a pickup (a guest without an address) no delivery fee at a store with its own fee', async () => {
    const guest = await guestSession(api, 'store-fees-pickup-device');
    const answer = await createInvoice(api, guest, invoiceRequest('kallion-keittio', [{ product: soup, quantity: 2 }]));
    expect(invoiceOf(answer)).toMatchObject({ delivery_fee: 0, cents: 1900 });
  });

  it('never takes a fee from the browser: one sent with the order is refused or ignored, never charged', async () => {
    const body = invoiceRequest('kallion-keittio', [{ product: soup, quantity: 2 }]);
    const withFee = { ...body, delivery_fee: 0, invoice: { ...body.invoice, delivery_fee: 0 } };
    const answer = await createInvoice(api, customer, withFee);
    if (answer.status === 200) expect(invoiceOf(answer).delivery_fee).toBe(250);
    else expect(answer.status).toBe(400);
  });
});

describe("a product's VAT rate, decided by the server", () => {
  it('serves the product rate, whether it applies, and the default rate', async () => {
    const answer = await api.call('GET', `/api/v1/products/${lemonade}`);
    expect(productResponseSchema.parse(answer.body).product).toMatchObject({
      tax_percent: 13.5,
      tax_percent_applicable: false,
      default_tax_percent: 25.5,
      quantity: 0,
    });
  });

  it('prices a product whose own rate does not apply at the default rate, the others at their own', async () => {
    const lines = [
      { product: caesar, quantity: 1 },
      { product: lemonade, quantity: 1 },
    ];
    const invoice = invoiceOf(await createInvoice(api, customer, invoiceRequest('pizzeria-vallila', lines)));
    expect(invoice.invoice_items.map((item) => [item.product_query_id, item.tax_percent])).toEqual([
      [caesar, 13.5],
      [lemonade, 25.5],
    ]);
  });
});
