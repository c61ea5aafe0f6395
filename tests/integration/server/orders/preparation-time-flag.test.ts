import { productsResponseSchema } from '@/contract/catalogue/products.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { guestSession, newInvoice, products, type Session } from './orders-client';

// Issue 28, row 9: the invoice names the store's preparation-time flag, which decides the confirmation's countdown.
let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'preparation-flag-test-device');
});

afterAll(() => api?.stop());

describe("The invoice's preparation-time flag", () => {
  it('is on for a restaurant', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
    expect(invoice.merchant.preparation_time_flag).toBe(true);
  });

  it('is off for the seeded corner shop, which cooks nothing', async () => {
    const answer = await api.call('GET', '/api/v1/products?organization_query_id=lahikauppa-kruununhaka&page=1');
    const plain = productsResponseSchema
      .parse(answer.body)
      .products.find((product) => product.variant_count === 0 && product.cost >= 300);
    if (!plain) throw new Error('The corner shop sells nothing plain of at least 3 €');
    // Above the shop's 25 € minimum.
    const quantity = Math.ceil(2600 / plain.cost);
    const invoice = await newInvoice(api, guest, 'lahikauppa-kruununhaka', [{ product: plain.query_id, quantity }]);
    expect(invoice.merchant.preparation_time_flag).toBe(false);
  });
});
