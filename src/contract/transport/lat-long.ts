import * as z from 'zod/mini';

/** A point as the transport calls send it in a query string. */
export interface LatLong {
  readonly lat: number;
  readonly long: number;
}

const latLongText = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "lat,long" (e.g. "1.3521,103.8198") as a point, or null when it is not one or lies off the globe. */
export function parseLatLong(text: string): LatLong | null {
  const match = latLongText.exec(text);
  if (match === null) return null;
  const lat = Number(match[1]);
  const long = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(long) > 180) return null;
  return { lat, long };
}

const origin: LatLong = { lat: 0, long: 0 };

/** A query parameter holding "lat,long": a latitude of -90 to 90, a comma, a longitude of -180 to 180. */
export const latLongTextSchema = () =>
  z.pipe(
    z.string().check(
      z.maxLength(80),
      z.refine((text) => parseLatLong(text) !== null, {
        message: 'must be "lat,long" with a latitude of -90 to 90 and a longitude of -180 to 180',
      }),
    ),
    // The check above already refused every text that is not a point, so the fallback is never taken.
    z.transform((text) => parseLatLong(text) ?? origin),
  );
