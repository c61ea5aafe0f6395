import { rideResponseSchema } from '@/contract/transport/ride.contract';
import { errorMessage, type AccountsServer } from '../accounts/accounts-client';
import {
  book,
  estimate,
  rideBody,
  routeQuery,
  startTransportServer,
  testDeviceId,
  transportDemo,
  transportSignIn,
  transportToken,
} from './transport-client';

let api: AccountsServer;

beforeAll(async () => {
  // The limits are on, as on a host; every request of the test comes from 127.0.0.1.
  api = await startTransportServer({ rateLimits: true });
});

afterAll(() => api?.stop());

describe('no rider can lock out another', () => {
  it('leaves a rider pricing and booking after a stranger\u2019s 20 wrong sign-ins and a flood of requests', async () => {
    const rider = await transportToken(api, { device: 'rider' });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const wrong = await transportSignIn(api, attempt % 2 === 0 ? transportDemo : { device_id: '' });
      expect(wrong.status).toBe(400);
    }
    const stranger = await transportToken(api, { device: 'stranger' });
    const strangerPrices = [];
    for (let request = 0; request < 70; request += 1)
      strangerPrices.push((await estimate(api, stranger, routeQuery)).status);
    const strangerBookings = [];
    for (let request = 0; request < 12; request += 1) {
      strangerBookings.push((await book(api, stranger, rideBody())).status);
    }
    // The stranger is stopped by their own limits...
    expect(strangerPrices.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(strangerPrices.slice(60)).toEqual(Array.from({ length: 10 }, () => 429));
    expect(strangerBookings.slice(10)).toEqual([429, 429]);
    // ...and the rider is not.
    expect((await estimate(api, rider, routeQuery)).status).toBe(200);
    const booked = await book(api, rider, rideBody());
    expect(booked.status).toBe(200);
    expect(rideResponseSchema.parse(booked.body).invoice.status).toBe('searching');
  });

  it('refuses a rider over a limit with 429, Retry-After and the reason in Finnish or English', async () => {
    const token = await transportToken(api, { device: 'eager' });
    for (let request = 0; request < 10; request += 1) await book(api, token, rideBody());
    const english = await api.call('POST', '/api/v1/zapp_go/cablah_invoice', { body: rideBody(), bearer: token });
    const finnish = await api.call('POST', '/api/v1/zapp_go/cablah_invoice', {
      body: rideBody(),
      bearer: token,
      language: 'fi',
    });
    expect([english.status, finnish.status]).toEqual([429, 429]);
    expect(errorMessage(english.body)).toMatch(/^You have sent too many requests\. Try again in \d+ seconds?\.$/);
    expect(errorMessage(finnish.body)).toMatch(
      /^Lähetit liian monta pyyntöä\. Yritä uudelleen \d+ sekunnin kuluttua\.$/,
    );
    const response = await fetch(`${api.server.baseUrl}/api/v1/zapp_go/cablah_invoice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(rideBody()),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits one device\u2019s sign-ins without touching another device\u2019s', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await transportSignIn(api, { device_id: testDeviceId('restless') })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await transportSignIn(api, { device_id: testDeviceId('patient') })).status).toBe(200);
  });
});
