import * as z from 'zod/mini';
import { errorBodySchema } from '@/contract/common/error.contract';
import { openApiDocumentSchema } from '@/contract/platform/openapi.contract';
import { transportSignInResponseSchema } from '@/contract/transport/transport-sign-in.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { guestSession } from '../orders/orders-client';
import {
  hourMs,
  routeQuery,
  startTransportServer,
  transportDemo,
  transportSignIn,
  transportToken,
} from './transport-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startTransportServer();
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

const operationParameters = z.object({
  parameters: z.array(z.object({ name: z.string(), required: z.boolean() })),
});

const sessionExpired = { error: { message: 'Session Expired' } };
const priceUrl = `/api/v1/zapp_go/cablah_price?${new URLSearchParams(routeQuery).toString()}`;

describe('POST /merchant/v1/transport/sign_in', () => {
  it('signs the configured transport account in for its store, with a 16-hour token', async () => {
    const before = Date.now();
    const answer = await transportSignIn(api, transportDemo);
    expect(answer.status).toBe(200);
    const body = transportSignInResponseSchema.parse(answer.body);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.staff).toEqual({
      query_id: 'transport-sataman-helmi',
      username: 'transport-demo',
      full_name: 'Transport Desk',
    });
    expect(body.merchant).toEqual({ query_id: 'sataman-helmi', name: 'Sataman Helmi', shop_name: 'Sataman Helmi' });
    const lifetime = Date.parse(body.expires_at) - before;
    expect(lifetime).toBeGreaterThan(16 * hourMs - 60_000);
    expect(lifetime).toBeLessThanOrEqual(16 * hourMs + 60_000);
  });

  it('answers one 400 message for a wrong password and an unknown username', async () => {
    const wrongPassword = await transportSignIn(api, { username: 'transport-demo', password: 'transport-2025' });
    const unknownUser = await transportSignIn(api, { username: 'nobody', password: 'transport-2026' });
    for (const answer of [wrongPassword, unknownUser]) {
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).error.message).toBe('Wrong username or password');
    }
    expect(wrongPassword.body).toEqual(unknownUser.body);
  });

  it('answers 400 naming each missing field', async () => {
    const answer = await api.call('POST', '/merchant/v1/transport/sign_in', { body: { password: '' } });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body).sort()).toEqual(['password', 'username']);
  });
});

describe('the zapp_go calls need a transport token', () => {
  it('answer 419 Session Expired without a token, with an unknown one and with a customer\u2019s', async () => {
    const customer = await guestSession(api, 'transport-419-customer');
    const answers = await Promise.all([
      api.call('GET', priceUrl),
      api.call('GET', priceUrl, { bearer: 'not-a-token' }),
      api.call('GET', priceUrl, { token: customer.token }),
      api.call('POST', '/api/v1/zapp_go/cablah_invoice', { body: {} }),
      api.call('GET', '/api/v1/zapp_go/invoice_status?id=any'),
      api.call('GET', '/api/v1/zapp_go/cancel_rider_search?id=any'),
      api.call('GET', '/api/v1/zapp_go/bookings'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([419, 419, 419, 419, 419, 419, 419]);
    for (const answer of answers) expect(answer.body).toEqual(sessionExpired);
  });

  it('answer 419 once the token has expired, 16 hours after the sign-in', async () => {
    const token = await transportToken(api);
    await api.setClockOffset(16 * hourMs - 60_000);
    expect((await api.call('GET', priceUrl, { bearer: token })).status).toBe(200);
    await api.setClockOffset(16 * hourMs + 60_000);
    const expired = await api.call('GET', priceUrl, { bearer: token });
    expect(expired.status).toBe(419);
    expect(expired.body).toEqual(sessionExpired);
  });

  it('take the token as Authorization: Bearer or in the session header', async () => {
    const token = await transportToken(api);
    expect((await api.call('GET', priceUrl, { bearer: token })).status).toBe(200);
    expect((await api.call('GET', priceUrl, { token })).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the transport sign-in and every zapp_go call', async () => {
    const answer = await api.call('GET', '/api/docs/openapi.json');
    const document = openApiDocumentSchema.parse(answer.body);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/merchant/v1/transport/sign_in',
        '/api/v1/zapp_go/cablah_price',
        '/api/v1/zapp_go/cablah_invoice',
        '/api/v1/zapp_go/invoice_status',
        '/api/v1/zapp_go/cancel_rider_search',
        '/api/v1/zapp_go/bookings',
      ]),
    );
    const estimate = operationParameters.parse(document.paths['/api/v1/zapp_go/cablah_price']?.['get']);
    expect(estimate.parameters.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'pickup_lat_long', required: true },
      { name: 'dropoff_lat_long', required: true },
      { name: 'type', required: false },
      { name: 'id', required: false },
      { name: 'starting_price', required: false },
      { name: 'advance_booking_time', required: false },
      { name: 'time_zone', required: false },
    ]);
  });
});
