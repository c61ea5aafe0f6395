import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QuoteDraft } from '@/application/ports/invoice-gateway.port';
import { HttpInvoiceGateway } from '@/infrastructure/api/http-invoice-gateway';
import { HttpClient } from '@/infrastructure/http/http-client';

const line = {
  product_name: 'Lohikeitto',
  product_query_id: 'soup',
  quantity: 1,
  tax_percent: 14,
  cost: 1490,
  cost_after_discount: 1490,
  amount: 1490,
  discount: { amount: 0, type: null },
  payble_amount: 14.9,
  cents: 1490,
  currency: 'EUR',
  item_description: '',
  instruction: '',
  promotion: null,
  size: null,
  color: null,
  variant_options: [],
};

const quote = {
  currency: 'EUR',
  invoice_items: [line],
  sub_total_amount: 1490,
  items_discount: 0,
  voucher: null,
  voucher_discount: 0,
  driver_tip: 0,
  service_fee: 0,
  delivery_fee: 0,
  tax_lines: [{ tax_percent: 14, gross: 1490, net: 1307, vat: 183 }],
  tax_total: 183,
  payble_amount: 14.9,
  cents: 1490,
};

/** Quote answers by the voucher code the draft sends: the spec's pair, and answers where the pair disagrees. */
const answers: Record<string, unknown> = {
  SPEC: quote,
  CENTSTWICE: { ...quote, payble_amount: 1490 },
  LINEOFF: { ...quote, invoice_items: [{ ...line, payble_amount: 14.91 }] },
};

const draft = (voucherCode: string): QuoteDraft => ({
  storeQueryId: 'sataman-helmi',
  merchantAddressId: null,
  lines: [{ productQueryId: 'soup', quantity: 1, selection: { sizeId: null, colorId: null, variantOptionIds: [] } }],
  tip: 0,
  voucherCode,
});

describe('HttpInvoiceGateway: the amount to pay, stated as the spec states it', () => {
  let server: Server;
  let invoices: HttpInvoiceGateway;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const code = (JSON.parse(text) as { voucher_code: string }).voucher_code;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ quote: answers[code], voucher_refusal: null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    invoices = new HttpInvoiceGateway(new HttpClient({ baseUrl: `http://127.0.0.1:${port}/api/v1` }));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the cents (1490) of a payble_amount of 14.9, and keeps minor units inside', async () => {
    const answer = await invoices.quote(draft('SPEC'));
    expect(answer).toMatchObject({ ok: true, cart: { payable: 1490, lines: [{ payable: 1490 }] } });
  });

  it.each([
    ['a payble_amount in cents, as the wire spoke before', 'CENTSTWICE', 'quote.payble_amount'],
    ['a line whose payble_amount is a cent off its cents', 'LINEOFF', 'quote.invoice_items.0.payble_amount'],
  ])('refuses %s as an unreadable answer naming the field', async (_, code, field) => {
    await expect(invoices.quote(draft(code))).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: expect.stringContaining(`${field}: must be cents / 100`),
    });
  });
});
