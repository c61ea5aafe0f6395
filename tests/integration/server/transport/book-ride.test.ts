import { bookingsResponseSchema } from '@/contract/transport/bookings.contract';
import { rideResponseSchema, type RideDto } from '@/contract/transport/ride.contract';
import { detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import {
  book,
  changiAirport,
  marinaBay,
  rideBody,
  rideStatus,
  setServerUtcTime,
  singaporeHalfPastMidnightUtc,
  singaporeNoonUtc,
  startTransportServer,
  transportToken,
} from './transport-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startTransportServer();
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

async function booked(body: unknown, token: string): Promise<RideDto> {
  const answer = await book(api, token, body);
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

const inThreeDays = () => new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('POST /api/v1/zapp_go/cablah_invoice', () => {
  it('stores a ride now at the server\u2019s price, searching for a rider', async () => {
    await setServerUtcTime(api, singaporeNoonUtc);
    const token = await transportToken(api);
    const ride = await booked(rideBody({ cents: 1939, delivery_fee: 390, cash_on_delivery: false }), token);
    expect(ride).toEqual({
      query_id: expect.stringMatching(/^ride_[2-9A-HJ-NP-Z]{26}$/),
      short_order_id: expect.stringMatching(/^R-[2-9A-HJ-NP-Z]{10}$/),
      status: 'searching',
      rider_assigned: false,
      riderDetails: null,
      cab_type: 'economy',
      cablah_ride_type: 'standard',
      meetNGreet: false,
      pickup: marinaBay,
      dropoff: changiAirport,
      recipient_name: 'Mei Lin',
      recipient_phone_number: '+65 9123 4567',
      rider_note: 'Two suitcases',
      cash_on_delivery: false,
      payment_method: 'CASH',
      payment_status: 'cash',
      time_zone: 'Asia/Singapore',
      advance_booking: false,
      advance_booking_time: null,
      currency: 'EUR',
      basePrice: 1939,
      nightSurcharge: 0,
      price: 1939,
      payble_amount: 19.39,
      cents: 1939,
      merchant: { query_id: 'sataman-helmi' },
      created_at: expect.any(String),
      cancelled_at: null,
      completed_at: null,
    });

    const stored = await rideStatus(api, token, ride.query_id);
    expect(stored.status).toBe(200);
    expect(rideResponseSchema.parse(stored.body).invoice).toEqual(ride);
  });

  it('prices a ride without cents itself, with the night surcharge at 00:30 Singapore time', async () => {
    const { hours, minutes } = singaporeHalfPastMidnightUtc;
    await setServerUtcTime(api, hours, minutes);
    const token = await transportToken(api);
    const ride = await booked(rideBody({ cab_type: 'van', type: 'meet_n_greet' }), token);
    expect(ride).toMatchObject({
      cab_type: 'van',
      cablah_ride_type: 'meet_n_greet',
      meetNGreet: true,
      cash_on_delivery: true,
      basePrice: 4136,
      nightSurcharge: 1000,
      price: 5136,
      cents: 5136,
    });
  });

  it('refuses cents that differ from the server\u2019s price, naming the field and the price', async () => {
    await setServerUtcTime(api, singaporeNoonUtc);
    const token = await transportToken(api);
    const answer = await book(api, token, rideBody({ cents: 1 }));
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['cents']);
    expect(errorMessage(answer.body)).toBe('The price of this ride is now 1939 cents; estimate it again');
  });

  it('stores an advance booking with its time, surcharged at night in the host\u2019s zone (Singapore here)', async () => {
    await setServerUtcTime(api, singaporeNoonUtc);
    const token = await transportToken(api);
    // 02:00 in Singapore; the customer's Helsinki is kept as the spec's time_zone, and prices nothing.
    const at = `${inThreeDays()}T02:00:00+08:00`;
    const ride = await booked(
      rideBody({
        advance_booking: true,
        advance_booking_time: at,
        scheduled_time_difference: 5,
        time_zone: 'Europe/Helsinki',
      }),
      token,
    );
    expect(ride).toMatchObject({
      advance_booking: true,
      advance_booking_time: new Date(at).toISOString(),
      time_zone: 'Europe/Helsinki',
      basePrice: 1939,
      nightSurcharge: 1000,
      price: 2939,
    });
  });

  it('books a ride now when advance_booking is false, whatever time is sent along', async () => {
    await setServerUtcTime(api, singaporeNoonUtc);
    const token = await transportToken(api);
    const ride = await booked(rideBody({ advance_booking_time: `${inThreeDays()}T02:00:00+02:00` }), token);
    expect(ride).toMatchObject({ advance_booking: false, advance_booking_time: null, nightSurcharge: 0, price: 1939 });
  });

  it('refuses an advance booking without a time or with a time that has passed', async () => {
    const token = await transportToken(api);
    const withoutTime = await book(api, token, rideBody({ advance_booking: true }));
    const past = await book(
      api,
      token,
      rideBody({ advance_booking: true, advance_booking_time: new Date(Date.now() - 60_000).toISOString() }),
    );
    for (const answer of [withoutTime, past]) {
      expect(answer.status).toBe(400);
      expect(detailFields(answer.body)).toEqual(['advance_booking_time']);
    }
    expect(errorMessage(withoutTime.body)).toBe('An advance booking needs a booking time');
    expect(errorMessage(past.body)).toBe('The booking time has passed; choose a later one');
  });

  it('refuses another merchant, naming merchant_id, and accepts its own', async () => {
    const token = await transportToken(api);
    expect((await book(api, token, rideBody({ merchant_id: 'sataman-helmi' }))).status).toBe(200);
    const other = await book(api, token, rideBody({ merchant_id: 'kallion-keittio' }));
    expect(other.status).toBe(400);
    expect(detailFields(other.body)).toEqual(['merchant_id']);
  });

  it.each([
    [{ cab_type: 'limousine' }, ['cab_type']],
    [{ type: 'helicopter' }, ['type']],
    [{ time_zone: 'Nowhere/Town' }, ['time_zone']],
    [{ recipient: { name: '', phone_number: 'call me' } }, ['recipient.name', 'recipient.phone_number']],
    [{ cents: -5 }, ['cents']],
    [{ cents: 19.39 }, ['cents']],
    [{ notes: 'x'.repeat(501) }, ['notes']],
    [{ advance_booking_time: 'soon' }, ['advance_booking_time']],
    [
      { addresses: { pickup: { ...marinaBay, lat: 95 }, dropoff: { ...changiAirport, description: '' } } },
      ['addresses.pickup.lat', 'addresses.dropoff.description'],
    ],
    [
      { addresses: { pickup: marinaBay, dropoff: { description: 'Helsinki', lat: 60.17, long: 24.94 } } },
      ['addresses.dropoff'],
    ],
  ])('answers 400 naming the bad field for %j', async (bad, fields) => {
    const token = await transportToken(api);
    const answer = await book(api, token, rideBody(bad as object));
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(fields);
  });

  it('answers 400 naming every missing field of an empty body', async () => {
    const token = await transportToken(api);
    const answer = await book(api, token, {});
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body).sort()).toEqual(['addresses', 'cab_type', 'recipient', 'time_zone']);
  });
});

describe('GET /api/v1/zapp_go/bookings', () => {
  it('lists the account\u2019s own rides newest first, a page at a time', async () => {
    const token = await transportToken(api, { device: 'b' });
    const first = await booked(rideBody({ cab_type: 'economy' }), token);
    const second = await booked(rideBody({ cab_type: 'comfort' }), token);
    const third = await booked(rideBody({ cab_type: 'van' }), token);

    const page = await api.call('GET', '/api/v1/zapp_go/bookings?per_page=2', { bearer: token });
    expect(page.status).toBe(200);
    const body = bookingsResponseSchema.parse(page.body);
    expect(body.bookings.map((ride) => ride.query_id)).toEqual([third.query_id, second.query_id]);
    expect(body.pagination).toEqual({ page: 1, per_page: 2, total_items: 3, total_pages: 2 });
    expect(body.bookings[0]?.merchant).toEqual({ query_id: 'sataman-helmi' });

    const next = bookingsResponseSchema.parse(
      (await api.call('GET', '/api/v1/zapp_go/bookings?per_page=2&page=2', { bearer: token })).body,
    );
    expect(next.bookings.map((ride) => ride.query_id)).toEqual([first.query_id]);
  });

  it('answers 400 naming a page size beyond the 72 rides the browser keeps', async () => {
    const token = await transportToken(api);
    const answer = await api.call('GET', '/api/v1/zapp_go/bookings?per_page=73', { bearer: token });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['per_page']);
  });
});
