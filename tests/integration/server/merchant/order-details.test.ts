import { addressResponseSchema } from '@/contract/accounts/address.contract';
import { productResponseSchema } from '@/contract/catalogue/products.contract';
import { merchantOrderResponseSchema, merchantOrdersResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { validateVoucherResponseSchema } from '@/contract/orders/validate-voucher.contract';
import { demoLogin, type AccountsServer } from '../accounts/accounts-client';
import { createInvoice, invoiceOf, placeOrder, type Session } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiStaff, kallioSoup, kallioStaff, placedOrder, staffToken } from './merchant-client';

// Issue 26, part 1: the card showed no phone, no pickup or delivery, no address, no note and no choices. The
// order's details now carry all of it, and only to the order's own store.
let api: AccountsServer;
let customer: Session;

const meatballs = 'kallion-keittio--lihapullat';
const home = {
  name: 'Koti',
  building: 'C',
  street: 'Helsinginkatu 25',
  floor: '4',
  room: 'C 18',
  landmark: 'Door code 1234, by the bakery',
  district: 'Kallio',
  lat: 60.1845,
  long: 24.9502,
};

beforeAll(async () => {
  api = await startOrdersServer();
  const token = await api.logIn(demoLogin.loginId, demoLogin.pin);
  customer = { token, userQueryId: '' };
  const created = await api.call('POST', '/api/v1/users/create_address', { token, body: { address: home } });
  const { address } = addressResponseSchema.parse(created.body);
  const selected = await api.call('PUT', '/api/v1/users/select_address', {
    token,
    body: { address_query_id: address.query_id },
  });
  expect(selected.status).toBe(200);
});

afterAll(() => api?.stop());

const orderOf = (token: string, queryId: string) =>
  api.call('GET', `/merchant/v1/orders/${queryId}`, { bearer: token });

async function listed(token: string): Promise<string[]> {
  const answer = await api.call('GET', '/merchant/v1/orders?per_page=500', { bearer: token });
  return merchantOrdersResponseSchema.parse(answer.body).orders.map((order) => order.query_id);
}

/** The demo customer's delivery from Kallion Keittiö: meatballs with a side and a note, a voucher and a tip. */
async function deliveredToHome() {
  const product = productResponseSchema.parse((await api.call('GET', `/api/v1/products/${meatballs}`)).body).product;
  const side = product.variants[0]?.options[1];
  if (side === undefined) throw new Error('The seeded meatballs have no second side');
  const created = await createInvoice(api, customer, {
    invoice: {
      organization_query_id: 'kallion-keittio',
      invoice_items_attributes: [
        { product_query_id: meatballs, quantity: 2, instruction: 'No onion, please', variant_option_ids: [side.id] },
        { product_query_id: kallioSoup, quantity: 1 },
      ],
    },
    paymentMethod: 'CASH',
    invoice_tip: 2,
  });
  expect(created.status).toBe(200);
  const invoice = invoiceOf(created);
  const withVoucher = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}/validate_voucher`, {
    token: customer.token,
    body: { invoice: { voucher_code: 'WELCOME10', query_id: invoice.query_id } },
  });
  expect(withVoucher.status).toBe(200);
  const priced = validateVoucherResponseSchema.parse(withVoucher.body).invoice;
  expect((await placeOrder(api, customer, invoice.query_id)).status).toBe(200);
  return { priced, sideName: side.name };
}

describe('an order\u2019s details in the merchant console', () => {
  it('carry the phone, the address part by part, the note, the choices, the voucher, the tip and the fees', async () => {
    const { priced, sideName } = await deliveredToHome();
    const answer = await orderOf(await staffToken(api, kallioStaff), priced.query_id);
    expect(answer.status).toBe(200);
    const { order } = merchantOrderResponseSchema.parse(answer.body);
    expect(order.customer_name).toBe('Demo Customer');
    expect(order.customer_phone).toBe(demoLogin.loginId);
    expect(order.delivery_address).toMatchObject({ ...home, description: expect.any(String) });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_query_id: meatballs,
        quantity: 2,
        instruction: 'No onion, please',
        size: null,
        color: null,
        variant_options: [expect.objectContaining({ name: sideName })],
      }),
      expect.objectContaining({ product_query_id: kallioSoup, quantity: 1, instruction: '', variant_options: [] }),
    ]);
    // The server's pricing, as the customer's invoice shows it: the console repeats it, it does not reprice.
    expect(priced.voucher?.discount_amount).toBeGreaterThan(0);
    expect(priced.delivery_fee).toBeGreaterThan(0);
    expect(order).toMatchObject({
      voucher: { code: 'WELCOME10', discount_amount: priced.voucher?.discount_amount },
      driver_tip: 200,
      service_fee: priced.service_fee,
      delivery_fee: priced.delivery_fee,
      sub_total_amount: priced.sub_total_amount,
      items_discount: priced.items_discount,
      payble_amount: priced.payble_amount,
      cents: priced.cents,
      payment_type: 'CASH',
      paid: false,
    });
  });

  it('keep a pickup customer\u2019s number to themselves: no address, so no phone', async () => {
    const { invoiceQueryId } = await placedOrder(api, 'details-pickup-guest', 'kallion-keittio', [
      { product: kallioSoup, quantity: 2 },
    ]);
    const { order } = merchantOrderResponseSchema.parse(
      (await orderOf(await staffToken(api, kallioStaff), invoiceQueryId)).body,
    );
    expect(order).toMatchObject({ delivery_address: null, customer_phone: null, delivery_fee: 0, voucher: null });
  });

  it('are only the store\u2019s own: another store\u2019s staff get 404 and do not find it in their list', async () => {
    const { priced } = await deliveredToHome();
    const kallio = await staffToken(api, kallioStaff);
    const helmi = await staffToken(api, helmiStaff);
    expect((await orderOf(kallio, priced.query_id)).status).toBe(200);
    expect(await listed(kallio)).toContain(priced.query_id);

    const refused = await orderOf(helmi, priced.query_id);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(home.landmark);
    expect(await listed(helmi)).not.toContain(priced.query_id);
    expect((await api.call('GET', `/merchant/v1/orders/${priced.query_id}`, {})).status).toBe(401);
  });
});
