import type { InvoiceDraft } from '@/application/ports/invoice-gateway.port';
import { noSelection } from '@/domain/cart/selection';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { HttpInvoiceGateway } from '@/infrastructure/api/http-invoice-gateway';
import { HttpMerchantNotifier } from '@/infrastructure/api/http-merchant-notifier';
import { HttpVoucherGateway } from '@/infrastructure/api/http-voucher-gateway';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders } from '@/infrastructure/http/request-headers';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { startTestServer, type TestServer } from './server/start-test-server';

const helmi = 'sataman-helmi';
const products = {
  lohikeitto: 'sataman-helmi--lohikeitto',
  muikut: 'sataman-helmi--paistetut-muikut',
  kotikalja: 'sataman-helmi--kotikalja',
} as const;

function draft(lines: ReadonlyArray<readonly [string, number]>, storeQueryId = helmi, tip = 0): InvoiceDraft {
  return {
    tip,
    storeQueryId,
    merchantAddressId: null,
    paymentMethod: 'CASH',
    lines: lines.map(([productQueryId, quantity]) => ({ productQueryId, quantity, selection: noSelection })),
  };
}

const helmiCart = draft([
  [products.lohikeitto, 2],
  [products.muikut, 1],
  [products.kotikalja, 1],
]);

describe('The invoice, voucher and merchant-notification adapters against the reference server', () => {
  let server: TestServer;
  let invoices: HttpInvoiceGateway;
  let vouchers: HttpVoucherGateway;
  let notifier: HttpMerchantNotifier;

  beforeAll(async () => {
    server = await startTestServer();
    const sessionStore = new InMemorySessionStore();
    const headers = walletHeaders({
      deviceIdentity: { deviceId: async () => 'invoice-adapter-device', pushToken: async () => null },
      sessionStore,
    });
    const base = `${server.baseUrl}/api`;
    const walletV1 = new HttpClient({ baseUrl: `${base}/v1`, headers });
    const auth = new HttpAuthGateway(walletV1, new HttpClient({ baseUrl: `${base}/v2`, headers }));
    // A guest, as the storefront signs in at start-up: cash needs no account.
    const signedIn = await auth.authenticateAnonymously('invoice-adapter-device');
    await sessionStore.save({ token: signedIn.token, kind: 'anonymous', user: signedIn.user, startedAt: 0 });
    invoices = new HttpInvoiceGateway(walletV1);
    vouchers = new HttpVoucherGateway(walletV1);
    notifier = new HttpMerchantNotifier(walletV1);
  });

  afterAll(() => server?.stop());

  it('creates an invoice every amount of which the server priced', async () => {
    const answer = await invoices.create(helmiCart);
    if (!answer.ok) throw new Error(`refused: ${JSON.stringify(answer)}`);
    const { invoice } = answer;
    expect(invoice.queryId).toMatch(/^inv_/);
    expect(invoice.merchantQueryId).toBe(helmi);
    expect(invoice.amounts).toEqual({
      subTotal: 5020,
      itemsDiscount: 169,
      serviceFee: 0,
      deliveryFee: 0,
      taxLines: [
        { taxPercent: 13.5, gross: 4501, net: 3966, vat: 535 },
        { taxPercent: 25.5, gross: 350, net: 279, vat: 71 },
      ],
    });
    expect(invoice.voucherDiscount).toBe(0);
    expect(invoice.payable).toBe(4851);
    expect(invoice.lines.map((line) => [line.productQueryId, line.quantity, line.payable])).toEqual([
      [products.lohikeitto, 2, 2980],
      [products.muikut, 1, 1521],
      [products.kotikalja, 1, 350],
    ]);
    expect(invoice.lines[1]).toMatchObject({ cost: 1690, costAfterDiscount: 1521 });
  });

  it('charges the chosen tip on the invoice, in minor units', async () => {
    const answer = await invoices.create(
      draft(
        [
          [products.lohikeitto, 2],
          [products.muikut, 1],
          [products.kotikalja, 1],
        ],
        helmi,
        20,
      ),
    );
    if (!answer.ok) throw new Error(`refused: ${JSON.stringify(answer)}`);
    expect(answer.invoice.payable).toBe(4851 + 2000);
  });

  it('reads a cart below the store minimum as that refusal, with the minimum', async () => {
    const answer = await invoices.create(draft([[products.kotikalja, 1]]));
    expect(answer).toMatchObject({ ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500 });
  });

  it('reads products the store does not sell as the unavailable-products refusal', async () => {
    const answer = await invoices.create(
      draft([
        [products.lohikeitto, 2],
        ['sataman-helmi--no-such-dish', 1],
      ]),
    );
    expect(answer).toEqual({
      ok: false,
      reason: 'PRODUCTS_UNAVAILABLE',
      productQueryIds: ['sataman-helmi--no-such-dish'],
    });
  });

  it("validates a voucher to its discount and the server's payable after it, and answers a refused one with the server text", async () => {
    const created = await invoices.create(helmiCart);
    if (!created.ok) throw new Error('refused');
    await expect(vouchers.validate(created.invoice.queryId, 'WELCOME10')).resolves.toEqual({
      ok: true,
      discount: 485,
      payable: created.invoice.payable - 485,
    });
    await expect(vouchers.validate(created.invoice.queryId, 'SUMMER2020')).resolves.toEqual({
      ok: false,
      message: 'This voucher is not valid for this order',
    });
  });

  it('places the order once: a second place answers the same order', async () => {
    const created = await invoices.create(helmiCart);
    if (!created.ok) throw new Error('refused');
    const first = await invoices.placeOrder(created.invoice.queryId);
    const again = await invoices.placeOrder(created.invoice.queryId);
    expect(first).toMatchObject({ ok: true, invoice: { queryId: created.invoice.queryId, payable: 4851 } });
    expect(again).toEqual(first);
  });

  it("notifies the merchant of the user's placed order, and refuses another store's", async () => {
    const created = await invoices.create(helmiCart);
    if (!created.ok) throw new Error('refused');
    await invoices.placeOrder(created.invoice.queryId);
    await expect(
      notifier.notify({ moduleCode: 9017, merchantQueryId: helmi, queryId: created.invoice.queryId }),
    ).resolves.toBeUndefined();
    await expect(
      notifier.notify({ moduleCode: 9017, merchantQueryId: 'sushi-kamome', queryId: created.invoice.queryId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
