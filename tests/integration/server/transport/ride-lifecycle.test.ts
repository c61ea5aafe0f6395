import { cancelRefusalBodySchema } from '@/contract/transport/ride-refusal.contract';
import { rideResponseSchema, type RideDto, type RiderDetailsDto } from '@/contract/transport/ride.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import {
  book,
  cancelSearch,
  rideBody,
  riderDelayMs,
  rideStatus,
  startTransportServer,
  transportToken,
} from './transport-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startTransportServer();
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

/** The sandbox's van drivers; a ride gets one of them by its row id. */
const vanRiders: RiderDetailsDto[] = [
  { name: 'Rajesh Kumar', phone_number: '+65 8765 4321', car: 'Toyota HiAce, white', plate: 'GBA 4521 Z' },
  { name: 'Hanna Nieminen', phone_number: '+358 44 987 6543', car: 'Mercedes Vito, blue', plate: 'VAN-404' },
];

async function bookedVan(token: string): Promise<RideDto> {
  const answer = await book(api, token, rideBody({ cab_type: 'van' }));
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

async function statusOf(token: string, id: string): Promise<RideDto> {
  const answer = await rideStatus(api, token, id);
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

describe('GET /api/v1/zapp_go/invoice_status', () => {
  it('answers searching until the rider delay has passed, then rider_assigned with the rider', async () => {
    const token = await transportToken(api);
    const ride = await bookedVan(token);

    await api.setClockOffset(riderDelayMs - 2_000);
    expect(await statusOf(token, ride.query_id)).toMatchObject({
      status: 'searching',
      rider_assigned: false,
      riderDetails: null,
    });

    await api.setClockOffset(riderDelayMs + 1_000);
    const assigned = await statusOf(token, ride.query_id);
    expect(assigned).toMatchObject({ status: 'rider_assigned', rider_assigned: true, price: ride.price });
    expect(vanRiders).toContainEqual(assigned.riderDetails);
    expect(await statusOf(token, ride.query_id)).toEqual(assigned);
  });

  it('answers 404 for another account\u2019s ride and for an unknown id', async () => {
    const token = await transportToken(api);
    const ride = await bookedVan(token);
    const other = await transportToken(api, { device: 'b' });
    for (const answer of [
      await rideStatus(api, other, ride.query_id),
      await cancelSearch(api, other, ride.query_id),
      await rideStatus(api, token, 'ride_NOSUCHRIDE'),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await statusOf(token, ride.query_id)).status).toBe('searching');
  });

  it('answers 400 naming id when it is missing', async () => {
    const token = await transportToken(api);
    for (const path of ['invoice_status', 'cancel_rider_search']) {
      const answer = await api.call('GET', `/api/v1/zapp_go/${path}`, { bearer: token });
      expect(answer.status).toBe(400);
      expect(detailFields(answer.body)).toEqual(['id']);
    }
  });
});

describe('GET /api/v1/zapp_go/cancel_rider_search', () => {
  it('cancels a ride while it searches, and no rider comes afterwards', async () => {
    const token = await transportToken(api);
    const ride = await bookedVan(token);
    await api.setClockOffset(riderDelayMs - 2_000);

    const answer = await cancelSearch(api, token, ride.query_id);
    expect(answer.status).toBe(200);
    const cancelled = rideResponseSchema.parse(answer.body).invoice;
    expect(cancelled).toMatchObject({ status: 'cancelled', rider_assigned: false, riderDetails: null });
    expect(cancelled.cancelled_at).not.toBeNull();

    await api.setClockOffset(riderDelayMs + 60_000);
    expect(await statusOf(token, ride.query_id)).toEqual(cancelled);
  });

  it('refuses a second cancel with ALREADY_CANCELLED, code 9004', async () => {
    const token = await transportToken(api);
    const ride = await bookedVan(token);
    expect((await cancelSearch(api, token, ride.query_id)).status).toBe(200);
    const again = await cancelSearch(api, token, ride.query_id);
    expect(again.status).toBe(400);
    expect(cancelRefusalBodySchema.parse(again.body)).toEqual({
      error: {
        message: 'The rider search was already cancelled',
        code: 9004,
        reason: 'ALREADY_CANCELLED',
        current_status: 'cancelled',
      },
    });
  });

  it('refuses to cancel once a rider is assigned (code 9018), and the rider stays', async () => {
    const token = await transportToken(api);
    const ride = await bookedVan(token);
    await api.setClockOffset(riderDelayMs + 1_000);

    const refused = await cancelSearch(api, token, ride.query_id);
    expect(refused.status).toBe(400);
    expect(cancelRefusalBodySchema.parse(refused.body)).toEqual({
      error: {
        message: 'A rider is already on the way; the search can no longer be cancelled',
        code: 9018,
        reason: 'RIDER_ALREADY_ASSIGNED',
        current_status: 'rider_assigned',
      },
    });
    const after = await statusOf(token, ride.query_id);
    expect(after.status).toBe('rider_assigned');
    expect(vanRiders).toContainEqual(after.riderDetails);
  });

  it('lets exactly one of concurrent cancels win', async () => {
    const token = await transportToken(api);
    const ride = await bookedVan(token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancelSearch(api, token, ride.query_id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });
});
