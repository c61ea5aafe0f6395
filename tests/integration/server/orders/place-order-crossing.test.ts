import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { guestSession, invoiceOf, newInvoice, placeOrder, stockOf, type Line } from './orders-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const arena = 'areena-keittio';
// Both counted in units by the seed: 4 slices and 20 hoodies.
const pepperoni = `${arena}--pizzapala-pepperoni`;
const hoodie = `${arena}--areena-huppari`;
const hoodieLine: Line = {
  product: hoodie,
  quantity: 2,
  size: `${hoodie}--size-m`,
  color: `${hoodie}--color-musta`,
};
const sliceLine: Line = { product: pepperoni, quantity: 1 };

// Placing claims the invoice and takes the stock of all its products in one statement. On PostgreSQL (the suite
// runs there too) the placements below really run at once: products named in opposite orders must not lock each
// other in a cycle (which would answer 500), and the slices left decide exactly who gets their order.
describe('placements crossing the same products at once', () => {
  it('8 customers, lines in opposite orders, each placing twice: 4 orders, stock exact, every refusal told', async () => {
    expect(await stockOf(api, pepperoni)).toBe(4);
    expect(await stockOf(api, hoodie)).toBe(20);
    const customers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => guestSession(api, `crossing-customer-${index}`)),
    );
    const invoices = await Promise.all(
      customers.map((customer, index) =>
        newInvoice(api, customer, arena, index % 2 === 0 ? [sliceLine, hoodieLine] : [hoodieLine, sliceLine]),
      ),
    );

    const answers = await Promise.all(
      customers.flatMap((customer, index) => [
        placeOrder(api, customer, invoices[index]!.query_id),
        placeOrder(api, customer, invoices[index]!.query_id),
      ]),
    );

    expect(answers.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
    // Both calls of a customer agree: one order, placed once, or refused twice.
    const outcomes = customers.map((_, index) => [answers[index * 2]!.status, answers[index * 2 + 1]!.status]);
    for (const [first, second] of outcomes) expect(first).toBe(second);
    const placed = outcomes.filter(([status]) => status === 200).length;
    expect(placed).toBe(4);
    for (const answer of answers.filter((one) => one.status === 400)) {
      expect(invoiceRefusalBodySchema.parse(answer.body).error).toMatchObject({
        code: 'PRODUCTS_UNAVAILABLE',
        unavailable_products: [pepperoni],
      });
    }
    for (const answer of answers.filter((one) => one.status === 200)) {
      expect(invoiceOf(answer).status_and_time.map((step) => step.status)).toEqual(['order_pending']);
    }
    expect(await stockOf(api, pepperoni)).toBe(0);
    expect(await stockOf(api, hoodie)).toBe(20 - placed * hoodieLine.quantity);
  });
});
