import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpInvoiceGateway } from '@/infrastructure/api/http-invoice-gateway';
import { HttpClient } from '@/infrastructure/http/http-client';

/** Place-order answers by invoice id: the error bodies the network card flow meets. */
const answers: Record<string, readonly [number, unknown]> = {
  'with-url': [402, { error: { message: 'Verify your card', url: 'https://bank.example/form?s=abc' } }],
  'script-url': [402, { error: { message: 'Verify your card', url: 'javascript:alert(1)' } }],
  'no-url': [402, { error: { message: 'The invoice must be paid before it is placed' } }],
};

describe('HttpInvoiceGateway.placeOrder: an error that carries a url', () => {
  let server: Server;
  let invoices: HttpInvoiceGateway;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const id = /invoices\/([^/]+)\/place_order/.exec(request.url ?? '')?.[1] ?? '';
      const [status, body] = answers[id] ?? [404, { error: { message: 'No such invoice' } }];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    invoices = new HttpInvoiceGateway(new HttpClient({ baseUrl: `http://127.0.0.1:${port}/api/v1` }));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the card form the payment needs, with its url', async () => {
    await expect(invoices.placeOrder('with-url')).resolves.toEqual({
      ok: false,
      reason: 'CARD_FORM_REQUIRED',
      url: 'https://bank.example/form?s=abc',
    });
  });

  it('stays an error when the url is not a web page', async () => {
    await expect(invoices.placeOrder('script-url')).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });
  });

  it('stays an error when the body names no url', async () => {
    await expect(invoices.placeOrder('no-url')).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: 'The invoice must be paid before it is placed',
    });
  });
});
