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
