import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { createInvoice, invoiceOf, invoiceRequest, products, type Session } from './orders-client';

// Defect 9 of issue 12: the business (B2B) customer, whose checkout shows no tip, was charged the tip it sent.
let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

/** The README's demo accounts: the retail customer and the business one, which differ in trade type only. */
async function session(mobileNumber: string): Promise<Session> {
  return { token: await api.logIn(mobileNumber, '123456'), userQueryId: '' };
}

const soups = invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }], { invoice_tip: 50 });

describe('the rider tip', () => {
  it('is 0 for the business customer, whatever it sends, and not in its payable amount', async () => {
    const [businessCustomer, retailCustomer] = [await session('+923001234568'), await session('+923001234567')];
    const business = invoiceOf(await createInvoice(api, businessCustomer, soups));
    const untipped = invoiceOf(await createInvoice(api, businessCustomer, { ...soups, invoice_tip: 0 }));
    const retail = invoiceOf(await createInvoice(api, retailCustomer, soups));
    expect(retail.driver_tip).toBe(5000);
    expect(business.driver_tip).toBe(0);
    expect(business.cents).toBe(untipped.cents);
  });
});
