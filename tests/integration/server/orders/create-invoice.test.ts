import { addressResponseSchema } from '@/contract/accounts/address.contract';
import { qrPng } from '@/server/orders/qr/qr-png';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { demoLogin, detailFields, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { createInvoice, guestSession, invoiceOf, invoiceRequest, products, type Session } from './orders-client';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'create-invoice-test-device');
});

afterAll(() => api?.stop());

const helmiCart = invoiceRequest('sataman-helmi', [
  { product: products.lohikeitto, quantity: 2 },
  { product: products.muikut, quantity: 1 },
  { product: products.kotikalja, quantity: 1 },
]);

function refusalOf(body: unknown) {
  return invoiceRefusalBodySchema.parse(body).error;
}

describe('POST /api/v1/invoices', () => {
  it('prices every line, promotion, VAT rate and total on the server', async () => {
    const answer = await createInvoice(api, guest, helmiCart);
    expect(answer.status).toBe(200);
    const invoice = invoiceOf(answer);
    expect(invoice.query_id).toMatch(/^inv_[2-9A-HJ-NP-Z]{26}$/);
    expect(invoice.order_id).toMatch(/^ORD-[2-9A-HJ-NP-Z]{10}$/);
    expect(invoice.short_order_id).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    expect(invoice.qr_data_url.startsWith('data:image/png;base64,')).toBe(true);
    expect(invoice).toMatchObject({
      status: 'order_pending',
      currency: 'EUR',
      sub_total_amount: 5020,
      items_discount: 169,
      voucher: null,
      voucher_discount: 0,
      driver_tip: 0,
      service_fee: 0,
      // A guest has no address: the order is picked up, so no delivery fee.
      delivery_fee: 0,
      tax_lines: [
        { tax_percent: 13.5, gross: 4501, net: 3966, vat: 535 },
        { tax_percent: 25.5, gross: 350, net: 279, vat: 71 },
      ],
      tax_total: 606,
      payble_amount: 48.51,
      cents: 4851,
      payments: [{ payment_type: 'CASH' }],
      delivery_address: null,
      status_and_time: [],
    });
    expect(invoice.merchant).toMatchObject({ query_id: 'sataman-helmi', shop_status: 'open' });
    expect(
      invoice.invoice_items.map((item) => [item.product_query_id, item.quantity, item.amount, item.cents]),
    ).toEqual([
      [products.lohikeitto, 2, 2980, 2980],
      [products.muikut, 1, 1690, 1521],
      [products.kotikalja, 1, 350, 350],
    ]);
    expect(invoice.invoice_items[1]).toMatchObject({
      cost: 1690,
      cost_after_discount: 1521,
      discount: { amount: 169, type: 'discount' },
      tax_percent: 13.5,
    });
  });

  it("draws the QR code of the order's short address on the storefront the request came through", async () => {
    const invoice = invoiceOf(await createInvoice(api, guest, helmiCart));
    const shortAddress = `${api.server.baseUrl}/o/${invoice.query_id}`;
    const expected = qrPng(shortAddress, { errorCorrectionLevel: 'M', margin: 2, width: 256 }).toString('base64');

    expect(invoice.qr_data_url).toBe(`data:image/png;base64,${expected}`);
  });

  it('ignores any price or tax rate the client sends', async () => {
    const body = invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
    const withTax = {
      ...body,
      invoice: {
        ...body.invoice,
        invoice_items_attributes: [{ ...body.invoice.invoice_items_attributes[0]!, tax_percent: 0 }],
      },
    };
    const invoice = invoiceOf(await createInvoice(api, guest, withTax));
    expect(invoice.cents).toBe(2980);
    expect(invoice.tax_lines).toEqual([{ tax_percent: 13.5, gross: 2980, net: 2626, vat: 354 }]);
  });

  it('charges the rider tip, given in whole units, and refuses a negative or fractional one', async () => {
    const body = invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
    const tipped = invoiceOf(await createInvoice(api, guest, { ...body, invoice_tip: 5 }));
    expect(tipped.driver_tip).toBe(500);
    expect(tipped.cents).toBe(2980 + 500);
    for (const invoice_tip of [-1, 2.5]) {
      const answer = await createInvoice(api, guest, { ...body, invoice_tip });
      expect(answer.status).toBe(400);
      expect(detailFields(answer.body)).toEqual(['invoice_tip']);
    }
  });

  it('refuses a closed store with MERCHANT_CLOSED', async () => {
    const answer = await createInvoice(
      api,
      guest,
      invoiceRequest('sushi-kamome', [{ product: products.maki, quantity: 2 }]),
    );
    expect(answer.status).toBe(400);
    expect(refusalOf(answer.body)).toEqual({
      message: 'Merchant is closed, please try again later',
      code: 'MERCHANT_CLOSED',
      unavailable_products: [],
    });
  });

  it('names every unavailable product at once: out of stock, sold out, unknown, another store\u2019s', async () => {
    const answer = await createInvoice(
      api,
      guest,
      invoiceRequest('sataman-helmi', [
        { product: products.lohikeitto, quantity: 2 },
        { product: products.risotto, quantity: 1 },
        { product: products.vichy, quantity: 1 },
        { product: 'no-such-product', quantity: 1 },
        { product: products.margherita, quantity: 1 },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(refusalOf(answer.body)).toMatchObject({
      code: 'PRODUCTS_UNAVAILABLE',
      unavailable_products: [products.risotto, products.vichy, 'no-such-product', products.margherita],
    });
  });

  it('names the products when none of the order is the store’s own (the store read with no product)', async () => {
    const answer = await createInvoice(
      api,
      guest,
      invoiceRequest('sataman-helmi', [
        { product: products.margherita, quantity: 1 },
        { product: 'no-such-product', quantity: 2 },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(refusalOf(answer.body)).toMatchObject({
      code: 'PRODUCTS_UNAVAILABLE',
      unavailable_products: [products.margherita, 'no-such-product'],
    });
  });

  it('refuses more units than are left', async () => {
    const answer = await createInvoice(
      api,
      guest,
      invoiceRequest('sataman-helmi', [{ product: 'sataman-helmi--paivan-kala', quantity: 5 }]),
    );
    expect(refusalOf(answer.body)).toMatchObject({
      code: 'PRODUCTS_UNAVAILABLE',
      unavailable_products: ['sataman-helmi--paivan-kala'],
    });
  });

  it('refuses an order below the store\u2019s minimum, with how much is missing', async () => {
    const answer = await createInvoice(
      api,
      guest,
      invoiceRequest('sataman-helmi', [{ product: products.kotikalja, quantity: 2 }]),
    );
    expect(answer.status).toBe(400);
    expect(refusalOf(answer.body)).toEqual({
      message: 'The order is below the store\u2019s minimum order',
      code: 'BELOW_MINIMUM_ORDER',
      unavailable_products: [],
      minimum_order: { min_amount: 1500, missing: 800 },
    });
  });

  it('refuses a customer whose selected address is outside the delivery area', async () => {
    const traveller = await guestSession(api, 'create-invoice-tampere-device');
    const created = await api.call('POST', '/api/v1/users/create_address', {
      token: traveller.token,
      body: {
        address: {
          name: 'Tampere',
          room: 'B 4',
          street: 'Hämeenkatu 1',
          district: 'Keskusta',
          lat: 61.4978,
          long: 23.761,
        },
      },
    });
    const { address } = addressResponseSchema.parse(created.body);
    await api.call('PUT', '/api/v1/users/select_address', {
      token: traveller.token,
      body: { address_query_id: address.query_id },
    });
    const answer = await createInvoice(api, traveller, helmiCart);
    expect(answer.status).toBe(400);
    expect(refusalOf(answer.body)).toEqual({
      message: 'Sorry, the store is not delivering in your area',
      code: 'OUTSIDE_DELIVERY_AREA',
      unavailable_products: [],
    });
  });

  it('charges the delivery fee and keeps the address when the order goes to the customer', async () => {
    const token = await api.logIn(demoLogin.loginId, demoLogin.pin);
    const answer = await createInvoice(api, { token, userQueryId: '' }, helmiCart);
    expect(answer.status).toBe(200);
    const invoice = invoiceOf(answer);
    expect(invoice).toMatchObject({ sub_total_amount: 5020, delivery_fee: 390, cents: 5241 });
    expect(invoice.delivery_address).toMatchObject({ name: 'Home', lat: 60.1841, long: 24.9496 });
  });

  it('answers 400 naming each bad field', async () => {
    const answer = await createInvoice(api, guest, {
      invoice: {
        organization_query_id: '',
        invoice_items_attributes: [{ product_query_id: products.lohikeitto, quantity: 0 }],
      },
      paymentMethod: 'BITCOIN',
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body).sort()).toEqual([
      'invoice.invoice_items_attributes.0.quantity',
      'invoice.organization_query_id',
      'paymentMethod',
    ]);
  });

  it('answers 400 naming the store when it does not exist', async () => {
    const answer = await createInvoice(
      api,
      guest,
      invoiceRequest('no-such-store', [{ product: products.lohikeitto, quantity: 1 }]),
    );
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['invoice.organization_query_id']);
  });

  it('answers 401 without a session', async () => {
    const answer = await api.call('POST', '/api/v1/invoices', { body: helmiCart });
    expect(answer.status).toBe(401);
  });
});
