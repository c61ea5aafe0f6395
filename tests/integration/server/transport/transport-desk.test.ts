import { fareEstimateResponseSchema } from '@/contract/transport/fare-estimate.contract';
import { rideResponseSchema } from '@/contract/transport/ride.contract';
import { transportSignInResponseSchema } from '@/contract/transport/transport-sign-in.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import {
  book,
  estimate,
  rideBody,
  routeQuery,
  startTransportServer,
  testDeviceId,
  transportSignIn,
} from './transport-client';

let api: AccountsServer;

beforeAll(async () => {
  // The host names its merchant on the server, never in config.json: here the second seeded transport account.
  api = await startTransportServer({ transportDesk: 'Transport-Kallio' });
});

afterAll(() => api?.stop());

describe('TRANSPORT_DESK', () => {
  it('books every rider\u2019s rides with the store of the transport account it names', async () => {
    const answer = await transportSignIn(api, { device_id: testDeviceId('desk') });
    const { token, merchant } = transportSignInResponseSchema.parse(answer.body);
    expect(merchant.query_id).toBe('kallion-keittio');
    const priced = fareEstimateResponseSchema.parse((await estimate(api, token, routeQuery)).body);
    expect(priced.currency).toBe('EUR');
    const booked = await book(api, token, rideBody({ merchant_id: 'kallion-keittio' }));
    expect(rideResponseSchema.parse(booked.body).invoice.merchant).toEqual({ query_id: 'kallion-keittio' });
    const otherStore = await book(api, token, rideBody({ merchant_id: 'sataman-helmi' }));
    expect(otherStore.status).toBe(400);
  });
});

describe('a TRANSPORT_DESK that names no transport account', () => {
  let misconfigured: AccountsServer;
  beforeAll(async () => {
    misconfigured = await startTransportServer({ transportDesk: 'no-such-desk' });
  });
  afterAll(() => misconfigured?.stop());

  it('9022: answers the sign-in 503 with the transport code and a sentence for the rider, in Finnish and English', async () => {
    const body = { device_id: testDeviceId('no-desk') };
    const english = await misconfigured.call('POST', '/merchant/v1/transport/sign_in', { body, language: 'en' });
    expect(english).toEqual({
      status: 503,
      body: {
        error: {
          message: 'The ride service could not sign you in. Contact the site\u2019s support.',
          code: 9022,
          details: [],
        },
      },
    });
    const finnish = await misconfigured.call('POST', '/merchant/v1/transport/sign_in', { body, language: 'fi' });
    expect(finnish.body).toMatchObject({ error: { code: 9022, message: expect.stringMatching(/^Kyytipalvelu/) } });
  });
});
