import { netaxeptInitResponseSchema } from '@/contract/payments/netaxept.contract';
import { stripeInitResponseSchema, type StripeInitResponse } from '@/contract/payments/stripe.contract';
import {
  bankPaymentQuery,
  bankPaymentType,
  bankReturnUrl,
  type BankPaymentParams,
} from '@/domain/payments/bank-payment';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, products, tshirtChoice, type Session } from '../orders/orders-client';
import { openCardForm } from './bank-card-client';
import {
  decliningCard,
  getPage,
  initPayment,
  initQuery,
  invoicePaidBy,
  pathOf,
  payingCard,
  postForm,
  stripeInit,
  stripeInitBody,
} from './payments-client';

// The card pages a person pays in are drawn in the storefront's language: its cookie, else Accept-Language.
let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'checkout-language-device');
});

afterAll(() => api?.stop());

const finnish = { cookie: 'language=fi' };
const english = { cookie: 'language=en' };

const tshirts = [{ product: products.tshirt, quantity: 1, ...tshirtChoice }];

async function startPayment(): Promise<StripeInitResponse> {
  const invoice = await invoicePaidBy(api, guest, 'STRIPE', tshirts);
  const answer = await stripeInit(api, guest, stripeInitBody(invoice));
  expect(answer.status).toBe(200);
  return stripeInitResponseSchema.parse(answer.body);
}

const checkoutPath = (intent: StripeInitResponse) => pathOf(api, intent.confirmUrl.split('#')[0] ?? '');

const confirm = (intent: StripeInitResponse, fields: Record<string, string>, headers: Record<string, string>) =>
  postForm(
    api,
    '/sandbox/stripe/checkout',
    { payment_intent: intent.paymentIntentId, client_secret: intent.clientSecret, ...fields },
    headers,
  );

describe("an order's sandbox card checkout", () => {
  it('is drawn in Finnish for a storefront in Finnish: heading, summary, labels, buttons and note', async () => {
    const page = await getPage(api, checkoutPath(await startPayment()), finnish);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fi">');
    expect(page.text).toContain('<title>Testikorttimaksu</title>');
    expect(page.text).toContain('<h1>Maksa kortilla</h1>');
    for (const label of ['<dt>Tilaus</dt>', '<dt>Kauppa</dt>', '<dt>Summa</dt>']) expect(page.text).toContain(label);
    expect(page.text).toContain('<label for="card-number">Kortin numero</label>');
    expect(page.text).toContain('<label for="card-expiry">Voimassa (KK/VV)</label>');
    expect(page.text).toContain('placeholder="KK/VV"');
    expect(page.text).toContain('value="pay">Maksa</button>');
    expect(page.text).toContain('value="cancel">Peruuta</button>');
    expect(page.text).toContain('Testikorttilomake: 4242 4242 4242 4242 maksaa');
    for (const english of ['Pay by card', 'Card number', 'Amount', 'Cancel', 'A test card form']) {
      expect(page.text).not.toContain(english);
    }
  });

  it('is drawn in English for a storefront in English', async () => {
    const page = await getPage(api, checkoutPath(await startPayment()), english);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Pay by card</h1>');
    expect(page.text).toContain('<label for="card-number">Card number</label>');
    expect(page.text).toContain('value="pay">Pay</button>');
    expect(page.text).not.toContain('Kortin numero');
  });

  it("follows the storefront's cookie over the browser's Accept-Language, and Accept-Language without a cookie", async () => {
    const path = checkoutPath(await startPayment());
    const englishShop = await getPage(api, path, { ...english, 'accept-language': 'fi-FI,fi;q=0.9' });
    expect(englishShop.text).toContain('<h1>Pay by card</h1>');
    const finnishBrowser = await getPage(api, path, { 'accept-language': 'fi-FI,fi;q=0.9' });
    expect(finnishBrowser.text).toContain('<h1>Maksa kortilla</h1>');
    const unknownCookie = await getPage(api, path, { cookie: 'language=sv' });
    expect(unknownCookie.text).toContain('<h1>Pay by card</h1>');
  });

  it("says what is wrong with the card in the page's language, keeping the form", async () => {
    const intent = await startPayment();
    const declined = await confirm(intent, { action: 'pay', ...decliningCard }, finnish);
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('<p id="card-error" role="alert">Korttisi hylättiin. Mitään ei veloitettu.</p>');
    expect(declined.text).toContain('<h1>Maksa kortilla</h1>');
    const badCvc = await confirm(intent, { action: 'pay', ...payingCard, card_cvc: '1' }, finnish);
    expect(badCvc.text).toContain('role="alert">Anna 3- tai 4-numeroinen turvakoodi.</p>');
    const badNumber = await confirm(intent, { action: 'pay', ...payingCard, card_number: '4242' }, english);
    expect(badNumber.text).toContain('role="alert">Please enter a valid card number.</p>');
  });

  it.each([
    ['fi', finnish, '<h1>Maksu onnistui</h1><p>Voit sulkea tämän ikkunan.</p>'],
    ['en', english, '<h1>Payment succeeded</h1><p>You may close this window.</p>'],
  ] as const)('ends a paid checkout with its result in %s', async (_language, headers, result) => {
    const paid = await confirm(await startPayment(), { action: 'pay', ...payingCard }, headers);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain(result);
  });

  it('ends a cancelled checkout with its result in Finnish', async () => {
    const cancelled = await confirm(await startPayment(), { action: 'cancel', ...payingCard }, finnish);
    expect(cancelled.text).toContain('<h1>Maksu peruttiin</h1><p>Mitään ei veloitettu. Voit sulkea tämän ikkunan.</p>');
  });
});

describe('the sandbox bank card form', () => {
  it.each([
    ['fi', finnish, '<h1>Lisää kortti</h1>', 'Anna kelvollinen kortin numero.'],
    ['en', english, '<h1>Add a card</h1>', 'Please enter a valid card number.'],
  ] as const)('is drawn in %s, its refusal too', async (language, headers, heading, refusal) => {
    const { url, s } = await openCardForm(api, guest);
    const form = await getPage(api, pathOf(api, url), headers);
    expect(form.text).toContain(`<html lang="${language}">`);
    expect(form.text).toContain(heading);
    const refused = await postForm(
      api,
      '/sandbox/bank-card/form',
      { s, card_number: '4242', card_expiry: '12/34' },
      headers,
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(`role="alert">${refusal}</p>`);
  });
});

describe('the sandbox card terminal', () => {
  it.each([
    ['fi', finnish, 'Testikorttipääte', 'Maksa', 'Peruuta', 'Maksu peruttiin'],
    ['en', english, 'Sandbox card terminal', 'Pay', 'Cancel', 'Payment cancelled'],
  ] as const)('is drawn in %s, its result too', async (language, headers, heading, pay, cancel, cancelled) => {
    const invoice = await invoicePaidBy(api, guest, 'NEST_CARD_PAY', tshirts);
    const init = netaxeptInitResponseSchema.parse((await initPayment(api, guest, initQuery(invoice))).body);
    const page = await getPage(api, pathOf(api, init.terminalUrl), headers);
    expect(page.text).toContain(`<html lang="${language}">`);
    expect(page.text).toContain(`<h1>${heading}</h1>`);
    expect(page.text).toContain(
      `value="pay">${pay}</button><button type="submit" name="action" value="cancel">${cancel}</button>`,
    );
    const result = await postForm(
      api,
      '/sandbox/netaxept/terminal',
      { transactionId: init.transactionId, invoiceQueryId: invoice.query_id, action: 'cancel' },
      headers,
    );
    expect(result.text).toContain(`<h1>${cancelled}</h1>`);
  });
});

describe("the sandbox bank's page", () => {
  it.each([
    ['fi', finnish, 'Testipankki: hyväksy maksu', 'Hyväksy', 'Hylkää', 'Maksu hylätty'],
    ['en', english, 'Sandbox bank: approve a payment', 'Approve', 'Reject', 'Payment rejected'],
  ] as const)('is drawn in %s, its result too', async (language, headers, heading, approve, reject, rejected) => {
    const invoice = await invoicePaidBy(api, guest, 'PAYMENT_BY_SONERI', tshirts);
    const params: BankPaymentParams = {
      invoiceQueryId: invoice.query_id,
      amount: invoice.cents,
      orderId: invoice.short_order_id,
      type: bankPaymentType,
      redirectUrl: bankReturnUrl(api.server.baseUrl, invoice.query_id),
    };
    const page = await getPage(api, `/sandbox/soneri/login?${bankPaymentQuery(params)}`, headers);
    expect(page.text).toContain(`<html lang="${language}">`);
    expect(page.text).toContain(`<h1>${heading}</h1>`);
    expect(page.text).toContain(`value="approve">${approve}</button>`);
    expect(page.text).toContain(`value="reject">${reject}</button>`);
    const result = await postForm(
      api,
      '/sandbox/soneri/login',
      { ...params, amount: String(params.amount), decision: 'reject' },
      headers,
    );
    expect(result.text).toContain(`<h1>${rejected}</h1>`);
  });
});
