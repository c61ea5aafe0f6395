import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InvoiceDraft } from '@/application/ports/invoice-gateway.port';
import { HttpInvoiceGateway } from '@/infrastructure/api/http-invoice-gateway';
import { HttpClient } from '@/infrastructure/http/http-client';
import { noSelection } from '@/domain/cart/selection';

const draft: InvoiceDraft = {
  storeQueryId: 'sataman-helmi',
  merchantAddressId: null,
  paymentMethod: 'CASH',
  lines: [{ productQueryId: 'soup', quantity: 1, selection: noSelection }],
  tip: 0,
};

describe('HttpInvoiceGateway.create: the order’s idempotency key', () => {
  let server: Server;
  let invoices: HttpInvoiceGateway;
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request.headers);
      // Any refusal will do: the test is about what was sent.
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'The store is closed' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    invoices = new HttpInvoiceGateway(new HttpClient({ baseUrl: `http://127.0.0.1:${port}/api/v1` }));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('goes in the Idempotency-Key header, not the body', async () => {
    await invoices.create({ ...draft, idempotencyKey: 'order-key-1' }).catch(() => undefined);
    expect(received.at(-1)?.['idempotency-key']).toBe('order-key-1');
  });

  it('is not sent for an order without one', async () => {
    await invoices.create(draft).catch(() => undefined);
    expect(received.at(-1)).not.toHaveProperty('idempotency-key');
  });
});
