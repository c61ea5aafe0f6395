import type { InvoiceDraft } from '@/application/ports/invoice-gateway.port';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import { noSelection } from '@/domain/cart/selection';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { HttpInvoiceGateway } from '@/infrastructure/api/http-invoice-gateway';
import { HttpPaymentProviders } from '@/infrastructure/api/http-payment-providers';
import { HttpVoucherGateway } from '@/infrastructure/api/http-voucher-gateway';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders } from '@/infrastructure/http/request-headers';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { startTestServer, type TestServer } from './server/start-test-server';

const helmi = 'sataman-helmi';

function draft(paymentMethod: PaymentMethod): InvoiceDraft {
  return {
    tip: 0,
    storeQueryId: helmi,
    merchantAddressId: null,
    paymentMethod,
    lines: [
      { productQueryId: 'sataman-helmi--lohikeitto', quantity: 2, selection: noSelection },
      { productQueryId: 'sataman-helmi--kotikalja', quantity: 1, selection: noSelection },
    ],
  };
}

describe('The card payment providers adapter against the reference server', () => {
  let server: TestServer;
  let invoices: HttpInvoiceGateway;
  let vouchers: HttpVoucherGateway;
  let providers: HttpPaymentProviders;
  let userQueryId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const sessionStore = new InMemorySessionStore();
    const headers = walletHeaders({
      deviceIdentity: { deviceId: async () => 'payments-adapter-device', pushToken: async () => null },
      sessionStore,
    });
    const base = `${server.baseUrl}/api`;
    const walletV1 = new HttpClient({ baseUrl: `${base}/v1`, headers });
    const auth = new HttpAuthGateway(walletV1, new HttpClient({ baseUrl: `${base}/v2`, headers }));
    const signedIn = await auth.authenticateAnonymously('payments-adapter-device');
    await sessionStore.save({ token: signedIn.token, kind: 'anonymous', user: signedIn.user, startedAt: 0 });
    userQueryId = signedIn.user.queryId;
    invoices = new HttpInvoiceGateway(walletV1);
    vouchers = new HttpVoucherGateway(walletV1);
    providers = new HttpPaymentProviders(walletV1, server.baseUrl);
  });

  afterAll(() => server?.stop());

  async function created(method: PaymentMethod) {
    const answer = await invoices.create(draft(method));
    if (!answer.ok) throw new Error(`refused: ${JSON.stringify(answer)}`);
    return answer.invoice;
  }

  it('registers a network card payment for the amount after the voucher and hands out the sandbox terminal', async () => {
    const invoice = await created('NEST_CARD_PAY');
    const verdict = await vouchers.validate(invoice.queryId, 'WELCOME10');
    expect(verdict.ok).toBe(true);
    const registration = await providers.registerNetworkCard(invoice.queryId, 'NEST_CARD_PAY');
    expect(registration.merchantIdDev).toBe('TEST');
    expect(registration.merchantId).toBe('SANDBOX-MERCHANT');
    expect(registration.status).toBe('REGISTERED');
    expect(registration.transactionId).toMatch(new RegExp(`^${invoice.shortOrderId}---\\d+$`));
    // The voucher changed the amount, and the server accepted the one the adapter read back.
    expect(registration.transactionId).not.toBe(`${invoice.shortOrderId}---${invoice.payable}`);
    const terminal = new URL(registration.terminalUrl);
    expect(`${terminal.origin}${terminal.pathname}`).toBe(`${server.baseUrl}/sandbox/netaxept/terminal`);
    expect(terminal.searchParams.get('invoiceQueryId')).toBe(invoice.queryId);
  });

  it('refuses the terminal for an invoice made for another method, and once the invoice is paid', async () => {
    const mobile = await created('NEST_MOBILE_PAY');
    await expect(providers.registerNetworkCard(mobile.queryId, 'NEST_CARD_PAY')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const registration = await providers.registerNetworkCard(mobile.queryId, 'NEST_MOBILE_PAY');
    const paid = await fetch(`${server.baseUrl}/sandbox/netaxept/terminal`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        transactionId: registration.transactionId ?? '',
        invoiceQueryId: mobile.queryId,
        action: 'pay',
      }).toString(),
    });
    expect(paid.status).toBe(200);
    await expect(providers.registerNetworkCard(mobile.queryId, 'NEST_MOBILE_PAY')).rejects.toMatchObject({
      status: 402,
    });
  });

  it('starts a Stripe-style checkout whose confirm page carries the client secret in its fragment', async () => {
    const invoice = await created('STRIPE');
    const checkout = await providers.startCardCheckout(invoice.queryId, helmi);
    const page = new URL(checkout.confirmUrl);
    expect(page.pathname).toBe('/sandbox/stripe/checkout');
    expect(page.hash).toMatch(/^#.*pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/);
  });

  it('hands out the bank card form; the card it accepts pays an invoice once', async () => {
    const url = await providers.bankCardFormUrl(userQueryId);
    const form = new URL(url);
    expect(`${form.origin}${form.pathname}`).toBe(`${server.baseUrl}/sandbox/bank-card/form`);
    const s = form.searchParams.get('s') ?? '';
    const answer = await fetch(`${server.baseUrl}/sandbox/bank-card/form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ s, card_number: '4242 4242 4242 4242', card_expiry: '12/34' }).toString(),
    });
    const cn = /cn: "(card_[0-9a-f]{32})"/.exec(await answer.text())?.[1] ?? '';
    expect(cn).toMatch(/^card_/);

    const bankDraft = { ...draft('PAYMENT_BY_CARD_BANK_ALFALAH'), bankCard: { sessionId: s, cardToken: cn } };
    const paid = await invoices.create(bankDraft);
    if (!paid.ok) throw new Error(`refused: ${JSON.stringify(paid)}`);
    const placed = await invoices.placeOrder(paid.invoice.queryId);
    expect(placed.ok).toBe(true);
    await expect(invoices.create(bankDraft)).rejects.toMatchObject({
      status: 402,
      message: 'Payment required: this card token already paid for another invoice.',
    });
  });

  it('refuses a bank card invoice without the form\u2019s card', async () => {
    await expect(invoices.create(draft('PAYMENT_BY_CARD_BANK_ALFALAH'))).rejects.toMatchObject({ status: 402 });
  });

  it('hands out the bank login with the spec fields; approving it places the invoice', async () => {
    const invoice = await created('PAYMENT_BY_SONERI');
    const redirectUrl = `${server.baseUrl}/user/soneri-payment/success/${invoice.queryId}/html`;
    const login = new URL(await providers.bankLoginUrl(invoice.queryId, redirectUrl));
    expect(`${login.origin}${login.pathname}`).toBe(`${server.baseUrl}/sandbox/soneri/login`);
    expect(Object.fromEntries(login.searchParams)).toEqual({
      invoiceQueryId: invoice.queryId,
      amount: String(invoice.payable),
      orderId: invoice.shortOrderId,
      type: 'PAY_BY_SONERI',
      redirectUrl,
    });
    expect(await providers.invoicePlacement(invoice.queryId)).toEqual({ placed: false, merchantQueryId: helmi });
    const approved = await fetch(login, { method: 'GET' });
    expect(approved.status).toBe(200);
    const decision = await fetch(`${server.baseUrl}/sandbox/soneri/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(login.searchParams), decision: 'approve' }).toString(),
    });
    expect(decision.status).toBe(303);
    expect(decision.headers.get('location')).toBe(redirectUrl);
    expect(await providers.invoicePlacement(invoice.queryId)).toEqual({ placed: true, merchantQueryId: helmi });
  });
});
