import { addCardResponseSchema } from '@/contract/payments/bank-card-form.contract';
import { bankCardCredentials } from '@/domain/payment/bank-card-form';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, type Session } from '../orders/orders-client';
import { getPage } from './payments-client';

let api: AccountsServer;
let guest: Session;
let other: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'bank-card-test-device');
  other = await guestSession(api, 'bank-card-test-other');
}, 30_000);

afterAll(() => api?.stop());

const addCard = (userQueryId: string, session?: Session) =>
  api.call('GET', `/api/v1/users/${userQueryId}/add_card`, session ? { token: session.token } : {});

describe('GET /api/v1/users/{userId}/add_card', () => {
  it('answers the url of a fresh sandbox card form on the server\u2019s own origin', async () => {
    const first = addCardResponseSchema.parse((await addCard(guest.userQueryId, guest)).body);
    const second = addCardResponseSchema.parse((await addCard(guest.userQueryId, guest)).body);
    expect(first.url).toMatch(
      new RegExp(`^${api.server.baseUrl.replaceAll('.', '\\.')}/sandbox/bank-card/form\\?s=[0-9a-f-]{36}$`),
    );
    expect(second.url).not.toBe(first.url);
  });

  it('answers 404 for another user and 401 without a session', async () => {
    expect((await addCard(other.userQueryId, guest)).status).toBe(404);
    expect((await addCard(guest.userQueryId)).status).toBe(401);
  });
});

describe('the sandbox card form page', () => {
  it('posts { s, cn } to the app\u2019s exact origin, never to any origin', async () => {
    const { url } = addCardResponseSchema.parse((await addCard(guest.userQueryId, guest)).body);
    const sessionId = new URL(url).searchParams.get('s');
    const page = await getPage(api, url.slice(api.server.baseUrl.length));
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `target.postMessage({ s: ${JSON.stringify(sessionId)}, cn: token }, ${JSON.stringify(api.server.baseUrl)});`,
    );
    expect(page.text).not.toContain('*');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(
      /^default-src 'none'; style-src 'nonce-([A-Za-z0-9+/=]+)'; script-src 'nonce-\1'; form-action 'none'; frame-ancestors 'self'; base-uri 'none'$/,
    );
    // The card inputs have no name, so no form submit could carry the number anywhere.
    expect(page.text).toMatch(/<input id="card-number"(?![^>]*name=)[^>]*>/);
    expect(page.text).toMatch(/<input id="card-expiry"(?![^>]*name=)[^>]*>/);
    // What the page posts is exactly what the storefront's own rule accepts from the form's url.
    expect(bankCardCredentials({ origin: api.server.baseUrl, data: { s: sessionId, cn: 'card_00' } }, url)).toEqual({
      sessionId,
      cardToken: 'card_00',
    });
  });

  it('refuses a session id that could break out of the page', async () => {
    const page = await getPage(api, `/sandbox/bank-card/form?s=${encodeURIComponent('"};alert(1)//')}`);
    expect(page.status).toBe(400);
    expect(JSON.parse(page.text)).toMatchObject({ error: { details: [{ field: 's' }] } });
  });
});
