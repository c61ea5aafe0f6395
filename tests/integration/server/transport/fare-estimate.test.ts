import { fareEstimateResponseSchema, type FareEstimate } from '@/contract/transport/fare-estimate.contract';
import { detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import {
  estimate,
  routeQuery,
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

/** Marina Bay to Changi, 17.10 km: starting price + rate per km × 17.10, meet and greet 5.00 more. */
const dayEstimates: FareEstimate[] = [
  { carType: 'economy', meetNGreet: false, startingPrice: 400, basePrice: 1939, nightSurcharge: 0, price: 1939 },
  { carType: 'economy', meetNGreet: true, startingPrice: 400, basePrice: 2439, nightSurcharge: 0, price: 2439 },
  { carType: 'comfort', meetNGreet: false, startingPrice: 600, basePrice: 2652, nightSurcharge: 0, price: 2652 },
  { carType: 'comfort', meetNGreet: true, startingPrice: 600, basePrice: 3152, nightSurcharge: 0, price: 3152 },
  { carType: 'van', meetNGreet: false, startingPrice: 900, basePrice: 3636, nightSurcharge: 0, price: 3636 },
  { carType: 'van', meetNGreet: true, startingPrice: 900, basePrice: 4136, nightSurcharge: 0, price: 4136 },
];

const atNight = (day: FareEstimate): FareEstimate => ({ ...day, nightSurcharge: 1000, price: day.basePrice + 1000 });

async function estimatesAt(utcHours: number, utcMinutes: number, query: Record<string, string> = {}) {
  await setServerUtcTime(api, utcHours, utcMinutes);
  const token = await transportToken(api);
  const answer = await estimate(api, token, { ...routeQuery, ...query });
  expect(answer.status).toBe(200);
  return fareEstimateResponseSchema.parse(answer.body);
}

describe('GET /api/v1/zapp_go/cablah_price', () => {
  it('prices every car type, plain and with meet and greet, at 12:00 Singapore time without a surcharge', async () => {
    const body = await estimatesAt(singaporeNoonUtc, 0);
    expect(body).toEqual({
      currency: 'EUR',
      distanceKm: 17.1,
      pickup: { lat: 1.2834, long: 103.8607 },
      dropoff: { lat: 1.3644, long: 103.9915 },
      estimates: dayEstimates,
    });
  });

  it('adds the night surcharge of 10 at 00:30 Singapore time', async () => {
    const { hours, minutes } = singaporeHalfPastMidnightUtc;
    const body = await estimatesAt(hours, minutes);
    expect(body.estimates).toEqual(dayEstimates.map(atNight));
  });

  it('judges an advance booking at its own time in the host\u2019s zone, Singapore\u2019s here, whatever time_zone says', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const nightInSingapore = await estimatesAt(singaporeNoonUtc, 0, {
      type: 'economy',
      advance_booking_time: `${inThreeDays}T02:00:00+08:00`,
      time_zone: 'Europe/Helsinki',
    });
    expect(nightInSingapore.estimates).toEqual(dayEstimates.slice(0, 2).map(atNight));

    const { hours, minutes } = singaporeHalfPastMidnightUtc;
    const dayInSingapore = await estimatesAt(hours, minutes, {
      type: 'economy',
      advance_booking_time: `${inThreeDays}T14:00:00+08:00`,
      time_zone: 'Pacific/Kiritimati',
    });
    expect(dayInSingapore.estimates).toEqual(dayEstimates.slice(0, 2));
  });

  it('answers only the car type asked for', async () => {
    const body = await estimatesAt(singaporeNoonUtc, 0, { type: 'van' });
    expect(body.estimates).toEqual(dayEstimates.slice(4));
  });

  it('never lets the client\u2019s starting_price change a price', async () => {
    const cheap = await estimatesAt(singaporeNoonUtc, 0, { starting_price: '0' });
    const dear = await estimatesAt(singaporeNoonUtc, 0, { starting_price: '999999' });
    expect(cheap.estimates).toEqual(dayEstimates);
    expect(dear.estimates).toEqual(dayEstimates);
  });

  it('accepts its own merchant as id and refuses another one, naming the field', async () => {
    const token = await transportToken(api);
    expect((await estimate(api, token, { ...routeQuery, id: 'sataman-helmi' })).status).toBe(200);
    const other = await estimate(api, token, { ...routeQuery, id: 'kallion-keittio' });
    expect(other.status).toBe(400);
    expect(detailFields(other.body)).toEqual(['id']);
    expect(errorMessage(other.body)).toBe('Rides are booked only for the signed-in merchant, sataman-helmi');
  });

  it.each([
    [{ pickup_lat_long: '' }, ['pickup_lat_long']],
    [{ pickup_lat_long: '91,103.8' }, ['pickup_lat_long']],
    [{ dropoff_lat_long: 'changi' }, ['dropoff_lat_long']],
    [{ type: 'limousine' }, ['type']],
    [{ starting_price: '-1' }, ['starting_price']],
    [{ advance_booking_time: 'tomorrow' }, ['advance_booking_time']],
    [{ time_zone: 'Mars/Olympus' }, ['time_zone']],
    [{ dropoff_lat_long: '60.17,24.94' }, ['dropoff_lat_long']],
  ])('answers 400 naming the bad field for %j', async (bad, fields) => {
    const token = await transportToken(api);
    const answer = await estimate(api, token, { ...routeQuery, ...bad });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(fields);
  });

  it('answers 400 naming the fields that are missing', async () => {
    const token = await transportToken(api);
    const answer = await estimate(api, token, {});
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['pickup_lat_long', 'dropoff_lat_long']);
  });

  it('refuses a booking time that has passed', async () => {
    const token = await transportToken(api);
    const answer = await estimate(api, token, {
      ...routeQuery,
      advance_booking_time: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['advance_booking_time']);
    expect(errorMessage(answer.body)).toBe('The booking time has passed; choose a later one');
  });

  it('prices every rider\u2019s ride in the host merchant\u2019s currency', async () => {
    const token = await transportToken(api, { device: 'b' });
    const answer = await estimate(api, token, routeQuery);
    expect(answer.status).toBe(200);
    expect(fareEstimateResponseSchema.parse(answer.body).currency).toBe('EUR');
  });
});
