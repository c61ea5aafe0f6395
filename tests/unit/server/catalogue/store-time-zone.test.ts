import {
  canonicalTimeZone,
  defaultStoreTimeZone,
  storeClockOf,
  storeTimeZoneOf,
} from '@/server/catalogue/store-time-zone';

// 2026-11-29 23:30 UTC: already the 30th in Helsinki (01:30) and in Karachi (04:30), still the 29th in New York.
const lateEvening = Date.UTC(2026, 10, 29, 23, 30);

describe("a store's clock", () => {
  it('is the zone its row names', () => {
    expect(storeTimeZoneOf('Asia/Karachi')).toBe('Asia/Karachi');
    expect(storeClockOf('Asia/Karachi').date.format(lateEvening)).toBe('2026-11-30');
    expect(storeClockOf('Asia/Karachi').time.format(lateEvening)).toBe('04:30');
    expect(storeClockOf('America/New_York').date.format(lateEvening)).toBe('2026-11-29');
    expect(storeClockOf('America/New_York').time.format(lateEvening)).toBe('18:30');
  });

  it('falls back to Helsinki for a zone the runtime does not know, or none', () => {
    expect(defaultStoreTimeZone).toBe('Europe/Helsinki');
    for (const stored of ['Mars/Olympus_Mons', '', null, undefined]) {
      expect(storeTimeZoneOf(stored)).toBe('Europe/Helsinki');
      expect(storeClockOf(stored).time.format(lateEvening)).toBe('01:30');
    }
  });
});

describe('canonicalTimeZone', () => {
  it('spells a zone the runtime knows its own way, and answers null for one it does not', () => {
    expect(canonicalTimeZone('Europe/Helsinki')).toBe('Europe/Helsinki');
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('Europe/Atlantis')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});
