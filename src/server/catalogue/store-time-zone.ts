/** The zone of a store that names none, and of the seeded stores, which are all in Helsinki. */
export const defaultStoreTimeZone = 'Europe/Helsinki';

const known = new Map<string, boolean>();

function isKnownZone(zone: string): boolean {
  let answer = known.get(zone);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      answer = true;
    } catch {
      answer = false;
    }
    known.set(zone, answer);
  }
  return answer;
}

/**
 * The zone a store's day, its hours and months are counted in, as its row names it. A zone this runtime does not
 * know (a typing slip in the database) falls back to the default rather than failing every page of the store.
 */
export function storeTimeZoneOf(stored: string | null | undefined): string {
  return stored !== null && stored !== undefined && isKnownZone(stored) ? stored : defaultStoreTimeZone;
}

/** A store's wall clock: the date (2026-11-29) and the time (18:40) of an instant, as its customers read them. */
export interface StoreClock {
  readonly date: Intl.DateTimeFormat;
  readonly time: Intl.DateTimeFormat;
}

const clocks = new Map<string, StoreClock>();

/** The clock of a store's zone, made once per zone (formatters are costly to build). */
export function storeClockOf(stored: string | null | undefined): StoreClock {
  const timeZone = storeTimeZoneOf(stored);
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    clock = {
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    clocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * The runtime's own spelling of a zone the owner names (europe/helsinki → Europe/Helsinki), or null for a zone it
 * does not know. Not remembered: the names come from requests, and a cache of them would grow with every guess.
 */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
