import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fareEstimateResponseSchema, type FareEstimate } from '@/contract/transport/fare-estimate.contract';
import { rideResponseSchema, type RideDto } from '@/contract/transport/ride.contract';
import { detailFields, errorMessage, type AccountsServer, type Answer } from '../accounts/accounts-client';
import {
  book,
  cancelSearch,
  estimate,
  helsinkiNightUtc,
  helsinkiNoonUtc,
  latLong,
  rideBody,
  rideStatus,
  riderDelayMs,
  setServerUtcTime,
  startTransportServer,
  transportToken,
} from './transport-client';

// The example host (examples/transport.json: Europe/Helsinki, 30 days ahead), taking cash only, so that a card
// ride shows the refusal of a payment method the host does not offer.
let api: AccountsServer;
let folder: string;

beforeAll(async () => {
  const example = JSON.parse(await readFile(path.join(__dirname, '../../../../examples/transport.json'), 'utf8'));
  folder = await mkdtemp(path.join(os.tmpdir(), 'ride-rules-'));
  const storefrontConfigFile = path.join(folder, 'helsinki.json');
  await writeFile(storefrontConfigFile, JSON.stringify({ ...example, paymentMethods: ['CASH'] }));
  api = await startTransportServer({ storefrontConfigFile });
});

afterAll(async () => {
  await api?.stop();
  await rm(folder, { recursive: true, force: true });
});

afterEach(() => api.setClockOffset(0));

const kamppi = { description: 'Kamppi, Helsinki', lat: 60.1699, long: 24.9312 };
const airport = { description: 'Helsinki Airport', lat: 60.3172, long: 24.9633 };
const oulu = { description: 'Oulu', lat: 65.0121, long: 25.4651 };
const helsinkiRoute = { pickup_lat_long: latLong(kamppi), dropoff_lat_long: latLong(airport) };
const helsinkiRide = (extra: Parameters<typeof rideBody>[0] = {}) =>
  rideBody({ addresses: { pickup: kamppi, dropoff: airport }, time_zone: 'Europe/Helsinki', ...extra });

const minute = 60_000;
const day = 24 * 60 * minute;

async function economyFare(token: string, query: Record<string, string> = {}): Promise<FareEstimate> {
  const answer = await estimate(api, token, { ...helsinkiRoute, type: 'economy', ...query });
  expect(answer.status).toBe(200);
  const [plain] = fareEstimateResponseSchema.parse(answer.body).estimates;
  if (plain === undefined) throw new Error('No estimate');
  return plain;
}

function rideOf(answer: Answer): RideDto {
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

/** The transport code and the fields of a refusal. */
function refusal(answer: Answer): { status: number; code: unknown; fields: string[] } {
  const code = (answer.body as { error?: { code?: unknown } }).error?.code;
  return { status: answer.status, code, fields: detailFields(answer.body) };
}

/** The server's clock at a UTC wall time of today, plus some; answers the instant it shows. */
async function serverAt(utc: { hours: number; minutes: number }, plusMs = 0): Promise<number> {
  const offset = await setServerUtcTime(api, utc.hours, utc.minutes);
  if (plusMs !== 0) await api.setClockOffset(offset + plusMs);
  return Date.now() + offset + plusMs;
}

describe('the night surcharge on a Helsinki host', () => {
  it.each([['Asia/Singapore'], ['Pacific/Kiritimati'], ['Europe/Helsinki'], [undefined]])(
    'is charged at 01:14 Helsinki time whatever time_zone the client sends (%p), in estimates and bookings',
    async (timeZone) => {
      await serverAt(helsinkiNightUtc);
      const token = await transportToken(api);
      const zone: Record<string, string> = timeZone === undefined ? {} : { time_zone: timeZone };
      const fare = await economyFare(token, zone);
      expect(fare).toMatchObject({ nightSurcharge: 1000, price: fare.basePrice + 1000 });

      const ride = rideOf(await book(api, token, helsinkiRide({ ...zone, time_zone: timeZone ?? 'UTC' })));
      expect(ride).toMatchObject({ nightSurcharge: 1000, price: fare.price });
    },
  );

  it('refuses a booking at the price without the surcharge, with code 9010 and the price it is', async () => {
    await serverAt(helsinkiNightUtc);
    const token = await transportToken(api);
    const fare = await economyFare(token);
    const lowered = await book(api, token, helsinkiRide({ cents: fare.basePrice, time_zone: 'Pacific/Kiritimati' }));
    expect(refusal(lowered)).toEqual({ status: 400, code: 9010, fields: ['cents'] });
    expect(errorMessage(lowered.body)).toContain(String(fare.price));
  });

  it.each([
    ['01:14 Helsinki time, night', helsinkiNightUtc, 1000],
    ['noon Helsinki time, day', helsinkiNoonUtc, 0],
  ])('costs a ride now and a ride booked for the same minute alike, at %s', async (_case, utc, surcharge) => {
    const now = await serverAt(utc);
    const token = await transportToken(api);
    const rideNow = await economyFare(token);
    // Half a minute on: the same minute, and not yet past when the request arrives.
    const sameMinute = new Date(now + 30_000).toISOString();
    const booked = await economyFare(token, { advance_booking_time: sameMinute });
    expect(booked).toEqual(rideNow);
    expect(rideNow.nightSurcharge).toBe(surcharge);

    const bookedNow = rideOf(await book(api, token, helsinkiRide({ cents: rideNow.price })));
    const bookedAhead = rideOf(
      await book(
        api,
        token,
        helsinkiRide({ cents: booked.price, advance_booking: true, advance_booking_time: sameMinute }),
      ),
    );
    expect(bookedAhead.price).toBe(bookedNow.price);
  });
});

describe('advance bookings on a Helsinki host', () => {
  it('searches until 15 minutes before the pickup time: cancelled at 01:30 for 03:00, assigned only from 02:45', async () => {
    const bookedAt = await serverAt(helsinkiNightUtc);
    const token = await transportToken(api);
    const pickupAt = new Date(bookedAt + 2 * 60 * minute).toISOString();
    const advance = { advance_booking: true, advance_booking_time: pickupAt };
    const first = rideOf(await book(api, token, helsinkiRide(advance)));
    const second = rideOf(await book(api, token, helsinkiRide(advance)));

    // Well past the search delay of a ride now, still searching.
    await serverAt(helsinkiNightUtc, riderDelayMs + 15 * minute);
    expect(rideOf(await rideStatus(api, token, first.query_id))).toMatchObject({
      status: 'searching',
      riderDetails: null,
    });
    const cancelled = rideOf(await cancelSearch(api, token, first.query_id));
    expect(cancelled.status).toBe('cancelled');

    await serverAt(helsinkiNightUtc, 2 * 60 * minute - 15 * minute - 5_000);
    expect(rideOf(await rideStatus(api, token, second.query_id)).status).toBe('searching');

    await serverAt(helsinkiNightUtc, 2 * 60 * minute - 15 * minute + 1_000);
    const assigned = rideOf(await rideStatus(api, token, second.query_id));
    expect(assigned).toMatchObject({ status: 'rider_assigned', rider_assigned: true });
    expect(refusal(await cancelSearch(api, token, second.query_id))).toMatchObject({ status: 400, code: 9018 });
  });

  it.each([
    ['31 days ahead', 31 * day],
    ['13 months ahead', 395 * day],
  ])('refuses a booking time %s with code 9016, in estimates and bookings', async (_case, ahead) => {
    const now = await serverAt(helsinkiNoonUtc);
    const token = await transportToken(api);
    const at = new Date(now + ahead).toISOString();
    expect(refusal(await estimate(api, token, { ...helsinkiRoute, advance_booking_time: at }))).toEqual({
      status: 400,
      code: 9016,
      fields: ['advance_booking_time'],
    });
    const booking = await book(api, token, helsinkiRide({ advance_booking: true, advance_booking_time: at }));
    expect(refusal(booking)).toEqual({ status: 400, code: 9016, fields: ['advance_booking_time'] });
    expect(errorMessage(booking.body)).toBe('Rides are booked at most 30 days ahead; choose an earlier time');
  });

  it('takes a booking 30 days less a minute ahead', async () => {
    const now = await serverAt(helsinkiNoonUtc);
    const token = await transportToken(api);
    const at = new Date(now + 30 * day - minute).toISOString();
    const fare = await economyFare(token, { advance_booking_time: at });
    const ride = rideOf(
      await book(api, token, helsinkiRide({ cents: fare.price, advance_booking: true, advance_booking_time: at })),
    );
    expect(ride.advance_booking_time).toBe(at);
  });
});

describe('the transport codes', () => {
  it.each([
    ['9006: a drop-off at the pickup', { dropoff_lat_long: latLong(kamppi) }, 9006, 'dropoff_lat_long'],
    ['9006: a drop-off 50 m away', { dropoff_lat_long: '60.1703,24.9313' }, 9006, 'dropoff_lat_long'],
    ['9021: a drop-off in Oulu, 540 km away', { dropoff_lat_long: latLong(oulu) }, 9021, 'dropoff_lat_long'],
    ['9014: a car type not offered', { type: 'limousine' }, 9014, 'type'],
    ['9015: a booking time past', { advance_booking_time: '2020-01-01T00:00:00Z' }, 9015, 'advance_booking_time'],
  ])('an estimate answers %s', async (_case, query, code, field) => {
    const token = await transportToken(api);
    expect(refusal(await estimate(api, token, { ...helsinkiRoute, ...query }))).toEqual({
      status: 400,
      code,
      fields: [field],
    });
  });

  it.each([
    ['9006: a drop-off at the pickup', { addresses: { pickup: kamppi, dropoff: kamppi } }, 9006, 'addresses.dropoff'],
    ['9021: a drop-off in Oulu', { addresses: { pickup: kamppi, dropoff: oulu } }, 9021, 'addresses.dropoff'],
    ['9014: a car type not offered', { cab_type: 'limousine' }, 9014, 'cab_type'],
    [
      '9015: a booking time past',
      { advance_booking: true, advance_booking_time: '2020-01-01T00:00:00Z' },
      9015,
      'advance_booking_time',
    ],
    ['9020: a payment method not offered', { payment_method: 'STRIPE' as const }, 9020, 'payment_method'],
    ['9010: a price not the server\u2019s', { cents: 1 }, 9010, 'cents'],
  ])('a booking answers %s', async (_case, extra, code, field) => {
    const token = await transportToken(api);
    expect(refusal(await book(api, token, helsinkiRide(extra)))).toEqual({ status: 400, code, fields: [field] });
  });

  it('9017: status and cancel of a ride the account does not have answer 404', async () => {
    const token = await transportToken(api);
    expect(refusal(await rideStatus(api, token, 'ride_unknown'))).toEqual({ status: 404, code: 9017, fields: [] });
    expect(refusal(await cancelSearch(api, token, 'ride_unknown'))).toEqual({ status: 404, code: 9017, fields: [] });
  });

  it('9004 and 9018: a cancel of a search cancelled before, or of a ride whose rider is on the way', async () => {
    const token = await transportToken(api);
    const cancelledTwice = rideOf(await book(api, token, helsinkiRide()));
    rideOf(await cancelSearch(api, token, cancelledTwice.query_id));
    expect(refusal(await cancelSearch(api, token, cancelledTwice.query_id))).toMatchObject({ status: 400, code: 9004 });

    const assigned = rideOf(await book(api, token, helsinkiRide()));
    await api.setClockOffset(riderDelayMs + 1_000);
    expect(refusal(await cancelSearch(api, token, assigned.query_id))).toMatchObject({ status: 400, code: 9018 });
  });

  it('answers a field refused by its schema (a 2,000-character name) naming the field, for the browser to show the field\u2019s own message', async () => {
    const token = await transportToken(api);
    const longName = helsinkiRide({ recipient: { name: 'A'.repeat(2000), phone_number: '+358 40 123 4567' } });
    const answer = await book(api, token, longName);
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['recipient.name']);
  });
});
