import { detailFields, startAccountsServer, type AccountsServer } from '../accounts/accounts-client';
import { guestSession, newInvoice, placeOrder, products, type Session } from './orders-client';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startAccountsServer();
  guest = await guestSession(api, 'receipt-test-device');
});

afterAll(() => api?.stop());

describe('POST /api/v1/user/send/notification/merchant', () => {
  const notification = (queryId: string, merchantQueryId = 'sataman-helmi') => ({
    module: 'order',
    subModule: 'payment',
    moduleCode: 9017,
    merchantQueryId,
    queryId,
  });

  it('notifies the store of the user\u2019s order', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
    await placeOrder(api, guest, invoice.query_id);
    const answer = await api.call('POST', '/api/v1/user/send/notification/merchant', {
      token: guest.token,
      body: notification(invoice.query_id),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Notification sent' });
  });

  it('answers 404 for another store, another user\u2019s order; 400 for another module code; 401 without a session', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
    const path = '/api/v1/user/send/notification/merchant';
    const stranger = await guestSession(api, 'receipt-stranger');
    expect(
      (await api.call('POST', path, { token: guest.token, body: notification(invoice.query_id, 'pizzeria-vallila') }))
        .status,
    ).toBe(404);
    expect((await api.call('POST', path, { token: stranger.token, body: notification(invoice.query_id) })).status).toBe(
      404,
    );
    const wrongCode = await api.call('POST', path, {
      token: guest.token,
      body: { ...notification(invoice.query_id), moduleCode: 9000 },
    });
    expect(wrongCode.status).toBe(400);
    expect(detailFields(wrongCode.body)).toEqual(['moduleCode']);
    expect((await api.call('POST', path, { body: notification(invoice.query_id) })).status).toBe(401);
  });
});
