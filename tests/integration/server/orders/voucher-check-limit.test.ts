import { voucherChecksPerAccount } from '@/server/orders/routes/validate-voucher-route';
import { errorMessage, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { guestSession, newInvoice, products, type Session } from './orders-client';

// Issue 25, defect 5: voucher codes could be guessed 40 times in 1.3 s. Each account now has its own limit on
// checks, beside the per-client one, so customers sharing an address never use up each other's tries.
let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer({ rateLimits: true });
});

afterAll(() => api?.stop());

async function checkerWithInvoice(device: string) {
  const session: Session = await guestSession(api, device);
  const invoice = await newInvoice(api, session, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
  return () =>
    api.call('PUT', `/api/v1/invoices/${invoice.query_id}/validate_voucher`, {
      token: session.token,
      body: { invoice: { voucher_code: `GUESS${Math.floor(Math.random() * 1e6)}`, query_id: invoice.query_id } },
    });
}

it('answers an account 429 after its tenth check of a minute, and leaves another account alone', async () => {
  const guess = await checkerWithInvoice('voucher-limit-a');
  const statuses: number[] = [];
  for (let index = 0; index < voucherChecksPerAccount.max; index += 1) statuses.push((await guess()).status);
  expect(statuses).toEqual(Array.from({ length: voucherChecksPerAccount.max }, () => 400));
  const refused = await guess();
  expect(refused.status).toBe(429);
  expect(errorMessage(refused.body)).toMatch(/^Too many voucher codes were tried\. Try again in \d+ seconds?\.$/);

  const other = await checkerWithInvoice('voucher-limit-b');
  expect((await other()).status).toBe(400);
});
