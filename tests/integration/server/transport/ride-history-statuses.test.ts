import { bookingsResponseSchema } from '@/contract/transport/bookings.contract';
import { ridePaymentInitResponseSchema } from '@/contract/transport/ride-payment.contract';
import { rideResponseSchema, type RideDto } from '@/contract/transport/ride.contract';
import type { BookRideBody } from '@/contract/transport/book-ride.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { payingCard, postForm } from '../payments/payments-client';
import {
  book,
  cancelSearch,
  rideBody,
  riderDelayMs,
  rideStatus,
  setServerUtcTime,
  singaporeNoonUtc,
  startTransportServer,
  transportToken,
} from './transport-client';

let api: AccountsServer;
let token: string;

beforeAll(async () => {
  api = await startTransportServer();
  token = await transportToken(api);
});

afterAll(() => api?.stop());

const minuteMs = 60_000;
/** Marina Bay to Changi (17.1 km) at the sandbox's 30 km/h: 35 whole minutes, after a 10-minute approach. */
const rideOverAfterAssignmentMs = (10 + 35) * minuteMs;

async function booked(extra: Partial<BookRideBody> = {}): Promise<RideDto> {
  const answer = await book(api, token, rideBody(extra));
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

async function paidByCard(): Promise<RideDto> {
  const ride = await booked({ payment_method: 'STRIPE' });
  const init = await api.call('POST', '/api/v1/zapp_go/ride_payment/init', {
    body: { id: ride.query_id },
    bearer: token,
  });
  const intent = ridePaymentInitResponseSchema.parse(init.body);
  const secret = new URL(intent.confirmUrl).hash.replace('#client_secret=', '');
  const paid = await postForm(api, '/sandbox/ride/checkout', {
    payment_intent: intent.paymentIntentId,
    client_secret: secret,
    action: 'pay',
    ...payingCard,
  });
  expect(paid.status).toBe(303);
  return ride;
}

/** The listing's rides by query id, as "My Bookings" reads them. */
async function listed(): Promise<Map<string, RideDto>> {
  const answer = await api.call('GET', '/api/v1/zapp_go/bookings?per_page=72', { bearer: token });
  expect(answer.status).toBe(200);
  return new Map(bookingsResponseSchema.parse(answer.body).bookings.map((ride) => [ride.query_id, ride]));
}

const story = (ride: RideDto | undefined) => ({
  status: ride?.status,
  payment_status: ride?.payment_status,
  completed: ride?.completed_at !== null,
});

describe('GET /api/v1/zapp_go/bookings tells each ride\u2019s story', () => {
  it('lists searching, rider assigned, completed, cancelled, paid and refunded rides as the clock moves', async () => {
    const noon = await setServerUtcTime(api, singaporeNoonUtc);
    const early = await booked();

    await api.setClockOffset(noon + 50 * minuteMs);
    const searching = await booked();
    const cancelled = await booked();
    expect((await cancelSearch(api, token, cancelled.query_id)).status).toBe(200);
    const paid = await paidByCard();
    const refunded = await paidByCard();
    expect((await cancelSearch(api, token, refunded.query_id)).status).toBe(200);

    const at50 = await listed();
    expect(story(at50.get(early.query_id))).toEqual({
      status: 'rider_assigned',
      payment_status: 'cash',
      completed: true,
    });
    expect(story(at50.get(searching.query_id))).toEqual({
      status: 'searching',
      payment_status: 'cash',
      completed: false,
    });
    expect(story(at50.get(cancelled.query_id))).toEqual({
      status: 'cancelled',
      payment_status: 'cash',
      completed: false,
    });
    expect(story(at50.get(paid.query_id))).toEqual({ status: 'searching', payment_status: 'paid', completed: false });
    expect(story(at50.get(refunded.query_id))).toEqual({
      status: 'cancelled',
      payment_status: 'refunded',
      completed: false,
    });

    await api.setClockOffset(noon + 50 * minuteMs + riderDelayMs + 1_000);
    const later = await listed();
    expect(story(later.get(searching.query_id))).toEqual({
      status: 'rider_assigned',
      payment_status: 'cash',
      completed: false,
    });
    expect(story(later.get(paid.query_id))).toEqual({
      status: 'rider_assigned',
      payment_status: 'paid',
      completed: false,
    });
    // A cancelled ride stays cancelled: no rider, and it never completes.
    expect(story(later.get(cancelled.query_id))).toEqual({
      status: 'cancelled',
      payment_status: 'cash',
      completed: false,
    });
  });

  it('completes a ride with a rider once its approach and trip are over, at the instant the trip ends', async () => {
    const noon = await setServerUtcTime(api, singaporeNoonUtc);
    const ride = await booked();
    const endsAt = Date.parse(ride.created_at) + riderDelayMs + rideOverAfterAssignmentMs;

    await api.setClockOffset(noon + riderDelayMs + rideOverAfterAssignmentMs - 2 * minuteMs);
    const underway = rideResponseSchema.parse((await rideStatus(api, token, ride.query_id)).body).invoice;
    expect(underway).toMatchObject({ status: 'rider_assigned', completed_at: null });

    await api.setClockOffset(noon + riderDelayMs + rideOverAfterAssignmentMs + 2 * minuteMs);
    const over = rideResponseSchema.parse((await rideStatus(api, token, ride.query_id)).body).invoice;
    expect(over).toMatchObject({ status: 'rider_assigned', completed_at: new Date(endsAt).toISOString() });
    // The refusal's code is the cancel route's business; here it only matters that a ride over stays over.
    expect((await cancelSearch(api, token, ride.query_id)).status).not.toBe(200);
    const after = rideResponseSchema.parse((await rideStatus(api, token, ride.query_id)).body).invoice;
    expect(after).toMatchObject({ status: 'rider_assigned', completed_at: over.completed_at });
  });
});
