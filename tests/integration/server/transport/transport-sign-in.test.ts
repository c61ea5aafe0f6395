import * as z from 'zod/mini';
import { openApiDocumentSchema } from '@/contract/platform/openapi.contract';
import { transportSignInResponseSchema } from '@/contract/transport/transport-sign-in.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { guestSession } from '../orders/orders-client';
import {
  hourMs,
  routeQuery,
  startTransportServer,
  testDeviceId,
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
  it('signs a device in as a rider of the host\u2019s merchant, with a 16-hour token', async () => {
    const before = Date.now();
    const answer = await transportSignIn(api, { device_id: testDeviceId('sign-in') });
    expect(answer.status).toBe(200);
    const body = transportSignInResponseSchema.parse(answer.body);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.rider.query_id).toMatch(/^rider_[A-Z0-9]{26}$/);
    expect(body.merchant).toEqual({ query_id: 'sataman-helmi', name: 'Sataman Helmi', shop_name: 'Sataman Helmi' });
    const lifetime = Date.parse(body.expires_at) - before;
    expect(lifetime).toBeGreaterThan(16 * hourMs - 60_000);
    expect(lifetime).toBeLessThanOrEqual(16 * hourMs + 60_000);
  });

  it('signs the same device in as the same rider, and another device as another', async () => {
    const riderOf = async (device: string) =>
      transportSignInResponseSchema.parse((await transportSignIn(api, { device_id: testDeviceId(device) })).body).rider
        .query_id;
    const [first, again, other] = await Promise.all([riderOf('same'), riderOf('same'), riderOf('other')]);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('answers 400 naming device_id when it is missing, empty or too long, and for a username and password', async () => {
    for (const body of [{}, { device_id: '' }, { device_id: 'x'.repeat(201) }, transportDemo]) {
      const answer = await transportSignIn(api, body);
      expect(answer.status).toBe(400);
      expect(detailFields(answer.body)).toEqual(['device_id']);
    }
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
