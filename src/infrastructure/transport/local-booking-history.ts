import type { BookingHistory } from '@/application/ports/booking-history.port';
import type { BookedRide } from '@/domain/transport/booking-history';
import type { KeyValueStorage } from '../session/key-value-storage';

/** The key the rides are kept under in localStorage. */
export const bookingHistoryKey = 'transport-booking-history';

function isBookedRide(value: unknown): value is BookedRide {
  if (typeof value !== 'object' || value === null) return false;
  const ride = value as Record<string, unknown>;
  return (
    typeof ride.invoiceQueryId === 'string' &&
    typeof ride.bookedAt === 'number' &&
    typeof ride.pickup === 'string' &&
    typeof ride.dropoff === 'string' &&
    typeof ride.cabType === 'string' &&
    typeof ride.price === 'number' &&
    (ride.scheduledAt === null || typeof ride.scheduledAt === 'number')
  );
}

/**
 * "My Bookings" kept in the browser's storage, so they survive a reload. A storage that is full, blocked or
 * unreadable does not fail a booking: the rides are kept in memory from then on, and the port says so once,
 * so the page can tell the customer.
 */
export class LocalBookingHistory implements BookingHistory {
  private memory: readonly BookedRide[] | null = null;

  constructor(private readonly storage: KeyValueStorage) {}

  async load(): Promise<readonly BookedRide[]> {
    if (this.memory !== null) return this.memory;
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(bookingHistoryKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isBookedRide) : [];
    } catch {
      // A value another version wrote, or a storage that refuses to be read: start from nothing.
      return [];
    }
  }

  async save(rides: readonly BookedRide[]): Promise<void> {
    if (this.memory === null) {
      try {
        this.storage.setItem(bookingHistoryKey, JSON.stringify(rides));
        return;
      } catch {
        // Quota exceeded or storage blocked: fall through to memory.
      }
    }
    this.memory = rides;
  }

  keptOnlyForThisPage(): boolean {
    return this.memory !== null;
  }
}
