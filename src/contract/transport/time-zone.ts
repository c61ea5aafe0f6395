import * as z from 'zod/mini';

/** Whether the platform knows an IANA time zone name (Europe/Helsinki, Asia/Singapore, UTC…). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, as the browser's Intl reports the customer's. */
export const timeZoneSchema = () =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.refine(isKnownTimeZone, { message: 'must be an IANA time zone such as Asia/Singapore' }),
    );
