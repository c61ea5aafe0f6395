import type { BookingHistory } from '@/application/ports/booking-history.port';
import type { BookedRide, BookedRideStage } from '@/domain/transport/booking-history';
import { ridePaymentStatuses, type RidePaymentStatus } from '@/domain/transport/ride-payment';
import type { KeyValueStorage } from '../session/key-value-storage';

/** The key the rides are kept under in localStorage. */
export const bookingHistoryKey = 'transport-booking-history';

const bookedRideStages: readonly BookedRideStage[] = [
  'awaiting_payment',
  'searching',
  'rider_assigned',
  'completed',
  'cancelled',
];

function oneOf<Value extends string>(values: readonly Value[], raw: unknown): Value | null {
  return values.find((value) => value === raw) ?? null;
}

/**
 * A kept ride, or null for a value that is not one. A ride an older version kept has no code or status yet:
 * those read null until the service lists the ride again.
 */
function bookedRideOf(value: unknown): BookedRide | null {
  if (!hasBookedRideFields(value)) return null;
  const ride = value as unknown as Record<string, unknown>;
  return {
    ...value,
    shortOrderId: typeof ride.shortOrderId === 'string' ? ride.shortOrderId : null,
    stage: oneOf(bookedRideStages, ride.stage),
    payment: oneOf<RidePaymentStatus>(ridePaymentStatuses, ride.payment),
  };
}

function hasBookedRideFields(value: unknown): value is Omit<BookedRide, 'shortOrderId' | 'stage' | 'payment'> {
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
      if (!Array.isArray(parsed)) return [];
      return parsed.map(bookedRideOf).filter((ride): ride is BookedRide => ride !== null);
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
