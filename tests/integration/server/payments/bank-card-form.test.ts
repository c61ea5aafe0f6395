import { addCardResponseSchema } from '@/contract/payments/bank-card-form.contract';
import { bankCardCredentials } from '@/domain/payments/bank-card-form';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, type Session } from '../orders/orders-client';
import { addCard, goodCard, openCardForm, postedToken, submitCard } from './bank-card-client';
import { getPage, pathOf } from './payments-client';

let api: AccountsServer;
let guest: Session;
let other: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'bank-card-test-device');
  other = await guestSession(api, 'bank-card-test-other');
});

afterAll(() => api?.stop());

describe('GET /api/v1/users/{userId}/add_card', () => {
  it('answers the url of a fresh sandbox card form on the server\u2019s own origin', async () => {
    const first = addCardResponseSchema.parse((await addCard(api, guest.userQueryId, guest)).body);
    const second = addCardResponseSchema.parse((await addCard(api, guest.userQueryId, guest)).body);
    expect(first.url).toMatch(
      new RegExp(`^${api.server.baseUrl.replaceAll('.', '\\.')}/sandbox/bank-card/form\\?s=[0-9a-f-]{36}$`),
    );
    expect(second.url).not.toBe(first.url);
  });

  it('answers 404 for another user and 401 without a session', async () => {
    expect((await addCard(api, other.userQueryId, guest)).status).toBe(404);
    expect((await addCard(api, guest.userQueryId)).status).toBe(401);
  });
});

describe('the sandbox card form page', () => {
  it('shows a form that posts the card to this server only, under a strict policy', async () => {
    const { url, s } = await openCardForm(api, guest);
    const page = await getPage(api, pathOf(api, url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'$/,
    );
    expect(page.text).toContain(
      `<form method="post" action="/sandbox/bank-card/form"><input type="hidden" name="s" value="${s}">`,
    );
    expect(page.text).toContain('name="card_number"');
    expect(page.text).toContain('name="card_expiry"');
    expect(page.text).not.toMatch(/<script/);
  });

  it('answers an accepted card with { s, cn } posted to the app\u2019s exact origin, never to any origin', async () => {
    const { url, s } = await openCardForm(api, guest);
    const answer = await submitCard(api, s, goodCard);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<h1>Card accepted</h1><p>Card ending 4242 added.</p>');
    const cn = postedToken(answer);
    expect(answer.text).toContain(
      `target.postMessage({ s: ${JSON.stringify(s)}, cn: ${JSON.stringify(cn)} }, ${JSON.stringify(api.server.baseUrl)});`,
    );
    expect(answer.text).not.toContain('*');
    expect(answer.text).not.toContain('4242 4242');
    expect(answer.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'nonce-([A-Za-z0-9+/=]+)'; script-src 'nonce-\1'; form-action 'none'; frame-ancestors 'self'; base-uri 'none'$/,
    );
    // What the page posts is exactly what the storefront's own rule accepts from the form's url.
    expect(bankCardCredentials({ origin: api.server.baseUrl, data: { s, cn } }, url)).toEqual({
      sessionId: s,
      cardToken: cn,
    });
  });

  it('takes one card per form', async () => {
    const { url, s } = await openCardForm(api, guest);
    expect((await submitCard(api, s, goodCard)).status).toBe(200);
    const again = await submitCard(api, s, goodCard);
    expect(again.status).toBe(409);
    expect(again.text).toContain('<h1>Card already added</h1>');
    expect((await getPage(api, pathOf(api, url))).status).toBe(409);
  });

  it('asks again for a card that cannot be one', async () => {
    const { s } = await openCardForm(api, guest);
    const wrong = await submitCard(api, s, { number: '4242 4242 4242 4241', expiry: '12/34' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('<p id="card-error" role="alert">Please enter a valid card number.</p>');
    const expired = await submitCard(api, s, { number: '4242 4242 4242 4242', expiry: '01/20' });
    expect(expired.status).toBe(400);
    expect(expired.text).toContain('<p id="card-error" role="alert">Your card has expired.</p>');
    expect((await submitCard(api, s, goodCard)).status).toBe(200);
  });

  it('answers 404 for a form add_card never handed out and 400 for a session id that could break out of the page', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getPage(api, `/sandbox/bank-card/form?s=${unknown}`)).status).toBe(404);
    expect((await submitCard(api, unknown, goodCard)).status).toBe(404);
    const page = await getPage(api, `/sandbox/bank-card/form?s=${encodeURIComponent('"};alert(1)//')}`);
    expect(page.status).toBe(400);
    expect(JSON.parse(page.text)).toMatchObject({ error: { details: [{ field: 's' }] } });
  });
});
