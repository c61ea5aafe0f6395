import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { createInvoice, guestSession, invoiceRequest, placeOrder, products, tshirtChoice } from './orders-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const arena = 'areena-keittio';

// The create answer is made from what the server wrote, not read back (one statement writes the invoice and
// its lines): each case shows it is what a later read of the stored invoice answers, line for line.
describe('the invoice a create answers is the invoice stored', () => {
  it.each([
    {
      case: 'promotions of both kinds, two VAT rates, stock-counted units and a cook’s note',
      store: arena,
      lines: [
        { product: `${arena}--areenaburgeri`, quantity: 1 },
        { product: `${arena}--pizzapala-pepperoni`, quantity: 2 },
        { product: `${arena}--kahvi`, quantity: 1 },
        { product: `${arena}--falafel-wrap`, quantity: 3 },
      ],
    },
    {
      case: 'a size and a colour chosen, and a second line of the same store',
      store: 'toolon-burgeri',
      lines: [
        { product: products.tshirt, quantity: 1, ...tshirtChoice },
        { product: products.fries, quantity: 2 },
      ],
    },
  ])('$case', async ({ store, lines }) => {
    const guest = await guestSession(api, `invoice-written-${store}`);
    const created = await createInvoice(api, guest, invoiceRequest(store, lines, { email: 'fan@example.com' }));
    expect(created.status).toBe(200);
    const invoice = (created.body as { invoice: { query_id: string; invoice_items: unknown[] } }).invoice;
    expect(invoice.invoice_items).toHaveLength(lines.length);

    const read = await api.call('GET', `/api/v1/invoices/${invoice.query_id}/checkout`, { token: guest.token });
    expect(read.status).toBe(200);
    expect((read.body as { invoice: unknown }).invoice).toEqual(invoice);

    // The lines carry the invoice's id: placing takes their units from stock.
    const placed = await placeOrder(api, guest, invoice.query_id);
    expect(placed.status).toBe(200);
  });
});
