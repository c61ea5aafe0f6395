import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fareEstimateResponseSchema } from '@/contract/transport/fare-estimate.contract';
import { rideResponseSchema } from '@/contract/transport/ride.contract';
import { detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import {
  book,
  estimate,
  rideBody,
  routeQuery,
  setServerUtcTime,
  singaporeNoonUtc,
  startTransportServer,
  transportToken,
} from './transport-client';

/** A host of its own: two car types the sandbox's reference tariff does not have, with their own fares. */
const host = {
  transportMode: true,
  transport: {
    carTypes: [
      { value: 'sedan', title: 'Sedan', pictureUrl: null, fare: { startingPrice: 500, perKm: 100 } },
      { value: 'minibus-9', title: 'Minibus', pictureUrl: null, fare: { startingPrice: 1500, perKm: 200 } },
    ],
  },
};

let api: AccountsServer;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'transport-host-'));
  const storefrontConfigFile = path.join(folder, 'host.json');
  await writeFile(storefrontConfigFile, JSON.stringify(host));
  api = await startTransportServer({ storefrontConfigFile });
});

afterAll(async () => {
  await api?.stop();
  await rm(folder, { recursive: true, force: true });
});

afterEach(() => api.setClockOffset(0));

// Marina Bay to Changi is charged as 17.10 km.
const sedan = 500 + 1710;
const minibus = 1500 + 3420;

describe('a transport host\u2019s own car types (STOREFRONT_CONFIG)', () => {
  it('estimates exactly the configured car types, in their order, at their configured fares', async () => {
    await setServerUtcTime(api, singaporeNoonUtc);
    const token = await transportToken(api);
    const answer = await estimate(api, token, routeQuery);
    expect(answer.status).toBe(200);
    const prices = fareEstimateResponseSchema
      .parse(answer.body)
      .estimates.map((each) => [each.carType, each.meetNGreet, each.startingPrice, each.price]);
    expect(prices).toEqual([
      ['sedan', false, 500, sedan],
      ['sedan', true, 500, sedan + 500],
      ['minibus-9', false, 1500, minibus],
      ['minibus-9', true, 1500, minibus + 500],
    ]);
  });

  it('answers 400 naming type for an estimate of a car type the host does not offer', async () => {
    const token = await transportToken(api);
    const answer = await estimate(api, token, { ...routeQuery, type: 'economy' });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['type']);
    expect(errorMessage(answer.body)).toBe('No car type economy is offered; choose one of sedan, minibus-9');
  });

  it('books a configured car type at its fare', async () => {
    await setServerUtcTime(api, singaporeNoonUtc);
    const token = await transportToken(api);
    const answer = await book(api, token, rideBody({ cab_type: 'minibus-9', cents: minibus }));
    expect(answer.status).toBe(200);
    const ride = rideResponseSchema.parse(answer.body).invoice;
    expect([ride.cab_type, ride.price]).toEqual(['minibus-9', minibus]);
  });

  it('answers 400 naming cab_type for a booking of a car type the host does not offer, and stores nothing', async () => {
    const token = await transportToken(api);
    const answer = await book(api, token, rideBody({ cab_type: 'van' }));
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['cab_type']);
    const bookings = await api.call('GET', '/api/v1/zapp_go/bookings', { bearer: token });
    expect(JSON.stringify(bookings.body)).not.toContain('"van"');
  });

  it('answers 400 naming cab_type for a value no configuration could name', async () => {
    const token = await transportToken(api);
    const answer = await book(api, token, rideBody({ cab_type: 'Van; DROP TABLE' }));
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['cab_type']);
  });

  it('answers 400 naming payment_method for a card ride when the host takes only cash (its paymentMethods)', async () => {
    const token = await transportToken(api);
    const answer = await book(api, token, rideBody({ cab_type: 'sedan', payment_method: 'STRIPE' }));
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['payment_method']);
    expect(errorMessage(answer.body)).toBe('Rides here are not paid by STRIPE; this service takes CASH');
  });
});
