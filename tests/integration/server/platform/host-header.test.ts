import http from 'node:http';
import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { qrPng } from '@/server/orders/qr/qr-png';
import {
  detailFields,
  jsonCaller,
  startAccountsServer,
  type AccountsServer,
  type Answer,
} from '../accounts/accounts-client';
import { startTestServer, type TestServer } from '../start-test-server';
import { guestSession, invoiceRequest, newInvoice, products, type Session } from '../orders/orders-client';

// Defect 3 of issue 25: with "Host: a b" an order was placed and then answered 500, as its QR code could not be
// drawn for that host. A malformed Host is now refused before any route reads or writes.

/** A request with a Host header of the test's choosing, which fetch does not let a caller set. */
function callWithHost(baseUrl: string, host: string, method: string, path: string, token: string, body?: unknown) {
  const url = new URL(baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          host,
          'x-p3-mwallet-session-token': token,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text === '' ? null : (JSON.parse(text) as unknown) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const qrOf = (address: string) =>
  `data:image/png;base64,${qrPng(address, { errorCorrectionLevel: 'M', margin: 2, width: 256 }).toString('base64')}`;

describe('a malformed Host header', () => {
  let api: AccountsServer;
  let guest: Session;
  beforeAll(async () => {
    api = await startAccountsServer();
    guest = await guestSession(api, 'host-header-device');
  });
  afterAll(() => api?.stop());

  it.each(['a b', 'x:99999', 'shop.example.fi/evil', 'shop.example.fi:8443@evil'])(
    '"%s" is refused with 400 naming host on every invoice call, and the order is not placed',
    async (host) => {
      const invoice = await newInvoice(api, guest, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
      const id = invoice.query_id;
      const calls: [string, string, unknown?][] = [
        ['POST', '/api/v1/invoices', invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }])],
        ['PUT', `/api/v1/invoices/${id}/place_order`, {}],
        ['GET', `/api/v1/invoices/${id}/checkout`],
        ['GET', `/api/v2/invoices/${id}/fetch_invoice`],
        ['GET', `/api/v1/invoices/${id}/receipt`],
      ];
      for (const [method, path, body] of calls) {
        const answer = await callWithHost(api.server.baseUrl, host, method, path, guest.token, body);
        expect({ call: `${method} ${path}`, status: answer.status, fields: detailFields(answer.body) }).toEqual({
          call: `${method} ${path}`,
          status: 400,
          fields: ['host'],
        });
      }
      const fetched = await api.call('GET', `/api/v2/invoices/${id}/fetch_invoice`, { token: guest.token });
      expect(invoiceResponseSchema.parse(fetched.body).invoice.status).toBe(invoice.status);
    },
  );

  it('a well-formed host with a port is answered, its QR code on that host', async () => {
    const answer = await callWithHost(
      api.server.baseUrl,
      'shop.example.fi:8443',
      'POST',
      '/api/v1/invoices',
      guest.token,
      invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]),
    );
    expect(answer.status).toBe(200);
    const invoice = invoiceResponseSchema.parse(answer.body).invoice;
    expect(invoice.qr_data_url).toBe(qrOf(`http://shop.example.fi:8443/o/${invoice.query_id}`));
  });
});

describe('a configured public address (PUBLIC_URL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://kauppa.example.fi/shop/' });
  });
  afterAll(() => server?.stop());

  it('is the QR code\u2019s address whatever Host the request came with', async () => {
    const guest = await guestSession({ call: jsonCaller(server.baseUrl) }, 'public-url-device');
    const answer = await callWithHost(
      server.baseUrl,
      'attacker.example',
      'POST',
      '/api/v1/invoices',
      guest.token,
      invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]),
    );
    const invoice = invoiceResponseSchema.parse(answer.body).invoice;
    expect(invoice.qr_data_url).toBe(qrOf(`https://kauppa.example.fi/shop/o/${invoice.query_id}`));
  });
});
