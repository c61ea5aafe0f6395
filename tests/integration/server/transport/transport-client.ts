import { transportSignInResponseSchema } from '@/contract/transport/transport-sign-in.contract';
import type { BookRideBody } from '@/contract/transport/book-ride.contract';
import { startAccountsServer, type AccountsServer, type Answer } from '../accounts/accounts-client';

/** A kitchen staff account of the sataman-helmi store; its token books no rides. */
export const helmiStaff = { username: 'helmi-staff', password: 'helmi-2026' } as const;
/** The seeded transport account riders book through (the host's desk); it signs in nowhere itself. */
export const transportDemo = { username: 'transport-demo', password: 'transport-2026' } as const;

/** Not the default of 20 s, so the tests show the variable is read. */
export const riderDelayMs = 30_000;

/** The server with a movable clock and the rider delay the tests count on, whatever the environment says. */
export async function startTransportServer(
  options: { storefrontConfigFile?: string; rateLimits?: boolean; transportDesk?: string } = {},
): Promise<AccountsServer> {
  const { transportDesk, ...serverOptions } = options;
  return startAccountsServer({
    ...serverOptions,
    env: {
      TRANSPORT_RIDER_DELAY_SECONDS: String(riderDelayMs / 1000),
      ...(transportDesk === undefined ? {} : { TRANSPORT_DESK: transportDesk }),
    },
  });
}

/** A device id as a browser keeps it; the tests name devices by a short letter. */
export const testDeviceId = (device: string) => `test-device-${device}-0f6c1d2e`;

export function transportSignIn(api: AccountsServer, body: unknown = { device_id: testDeviceId('a') }) {
  return api.call('POST', '/merchant/v1/transport/sign_in', { body });
}

/**
 * A rider's token: the rider of device "a" unless another device is named, as a second browser would be. The
 * same device always signs the same rider in, with the rides it booked.
 */
export async function transportToken(api: AccountsServer, options: { device?: string } = {}): Promise<string> {
  const answer = await transportSignIn(api, { device_id: testDeviceId(options.device ?? 'a') });
  if (answer.status !== 200) throw new Error(`Transport sign-in failed: ${JSON.stringify(answer.body)}`);
  return transportSignInResponseSchema.parse(answer.body).token;
}

/** Marina Bay to Changi Airport: 17.10 km as the tariff charges it. */
export const marinaBay = { description: 'Marina Bay Sands, Singapore', lat: 1.2834, long: 103.8607 };
export const changiAirport = { description: 'Changi Airport Terminal 3', lat: 1.3644, long: 103.9915 };
export const marinaToChangiKm = 17.1;

export const latLong = (place: { lat: number; long: number }) => `${place.lat},${place.long}`;

export function estimate(api: AccountsServer, token: string, query: Record<string, string>): Promise<Answer> {
  return api.call('GET', `/api/v1/zapp_go/cablah_price?${new URLSearchParams(query).toString()}`, { bearer: token });
}

export const routeQuery = { pickup_lat_long: latLong(marinaBay), dropoff_lat_long: latLong(changiAirport) };

/** A booking body for a ride now from Marina Bay to Changi in an economy car. */
export function rideBody(extra: Partial<BookRideBody> = {}): BookRideBody {
  return {
    recipient: { name: 'Mei Lin', phone_number: '+65 9123 4567' },
    cab_type: 'economy',
    time_zone: 'Asia/Singapore',
    addresses: { pickup: marinaBay, dropoff: changiAirport },
    notes: 'Two suitcases',
    ...extra,
  };
}

export function book(api: AccountsServer, token: string, body: unknown): Promise<Answer> {
  return api.call('POST', '/api/v1/zapp_go/cablah_invoice', { body, bearer: token });
}

export function rideStatus(api: AccountsServer, token: string, id: string): Promise<Answer> {
  return api.call('GET', `/api/v1/zapp_go/invoice_status?id=${encodeURIComponent(id)}`, { bearer: token });
}

export function cancelSearch(api: AccountsServer, token: string, id: string): Promise<Answer> {
  return api.call('GET', `/api/v1/zapp_go/cancel_rider_search?id=${encodeURIComponent(id)}`, { bearer: token });
}

export const hourMs = 60 * 60 * 1000;

/**
 * Sets the server's clock to the given UTC wall time of today (Date.now()'s day) and answers the offset used.
 * Singapore has no daylight saving time: 04:00 UTC is 12:00 there, 16:30 UTC is 00:30 the next day.
 */
export async function setServerUtcTime(api: AccountsServer, utcHours: number, utcMinutes = 0): Promise<number> {
  const today = new Date();
  const target = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), utcHours, utcMinutes);
  const offset = target - Date.now();
  await api.setClockOffset(offset);
  return offset;
}

export const singaporeNoonUtc = 4;
export const singaporeHalfPastMidnightUtc = { hours: 16, minutes: 30 };

/** 23:14 UTC is 01:14 in Helsinki in winter (02:14 in summer), night either way; 07:14 in Singapore, day. */
export const helsinkiNightUtc = { hours: 23, minutes: 14 };
/** 10:00 UTC is 12:00 or 13:00 in Helsinki: day. */
export const helsinkiNoonUtc = { hours: 10, minutes: 0 };
