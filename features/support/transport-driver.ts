import type { CancelRiderSearchAnswer } from '@/application/ports/ride-tracking.port';
import type { BookRideResult } from '@/application/transport/book-ride.use-case';
import type { TransportFeature } from '@/application/transport/transport.feature';
import { createTransportFeature } from '@/app/features/transport.wiring';
import { moneyFromDecimal, type Money } from '@/domain/pricing/money';
import type { BookedRide } from '@/domain/transport/booking-history';
import type { RideProgress, RideStatus } from '@/domain/transport/ride-progress';
import type { RidePaymentMethod, RidePaymentStatus } from '@/domain/transport/ride-payment';
import type { RidePlace } from '@/domain/transport/ride-place';
import type { PayRideByCardResult } from '@/application/transport/pay-ride-by-card.use-case';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { FixedFareEstimates } from '../../tests/support/fakes/fixed-fare-estimates';
import { InMemoryBookingHistory } from '../../tests/support/fakes/in-memory-booking-history';
import { InMemoryRideTracking } from '../../tests/support/fakes/in-memory-ride-tracking';
import { RecordingRideBookings } from '../../tests/support/fakes/recording-ride-bookings';
import { RecordingRideReceipts } from '../../tests/support/fakes/recording-ride-receipts';
import { RecordingExternalPages } from '../../tests/support/fakes/recording-external-pages';
import { RecordingRidePayments } from '../../tests/support/fakes/recording-ride-payments';
import { ScheduledPageReloader } from '../../tests/support/fakes/scheduled-page-reloader';
import { InMemoryPushMessages } from '../../tests/support/fakes/in-memory-push-messages';
import { RecordingPushRegistry } from '../../tests/support/fakes/recording-push-registry';

const wallClockPattern = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)$/;

function wallClockOf(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
}

/**
 * The instant a wall clock in a time zone shows "2026-03-29 04:00", daylight saving time included.
 * Times a clock skips (the hour lost in spring) are not used by the scenarios.
 */
export function instantAt(wallClock: string, timeZone: string): number {
  const match = wallClockPattern.exec(wallClock.trim());
  if (!match) throw new Error(`Not a date and time like 2026-06-15 12:00: "${wallClock}"`);
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let instant = asUtc;
  // Two corrections settle the offset even when the first guess lands on the other side of a DST change.
  for (let pass = 0; pass < 2; pass += 1) instant = asUtc - (wallClockOf(instant, timeZone) - instant);
  return instant;
}

export function amountOf(text: string): Money {
  const cents = moneyFromDecimal(text);
  if (cents === null) throw new Error(`Not an amount: ${text}`);
  return cents;
}

/** Transport pages as analysts name them. */
export const transportPages: Record<string, string> = {
  'start page': '/transport/transport-start-journey',
  'main page': '/transport/main-page',
  'location pickup page': '/transport/location-pickup',
  'booking history page': '/transport/booking-history',
};

const kamppi: RidePlace = { description: 'Kamppi, Helsinki', lat: 60.1699, long: 24.9312 };
const airport: RidePlace = { description: 'Helsinki Airport', lat: 60.3172, long: 24.9633 };

/** One ride-booking scenario: the transport service, the browser's history and the page reloader, all in memory. */
export class TransportDriver {
  readonly fareEstimates = new FixedFareEstimates(2500);
  readonly rideBookings = new RecordingRideBookings();
  readonly rideReceipts = new RecordingRideReceipts();
  readonly bookingHistory = new InMemoryBookingHistory();
  readonly rideTracking = new InMemoryRideTracking();
  readonly ridePayments = new RecordingRidePayments();
  readonly externalPages = new RecordingExternalPages();
  readonly pageReloader: ScheduledPageReloader;
  /** The use cases as the app wires them (src/app/features/transport.wiring.ts), over in-memory ports. */
  readonly feature: TransportFeature;
  lastBooking: BookRideResult | null = null;
  listed: readonly BookedRide[] = [];
  lastCancel: CancelRiderSearchAnswer | null = null;
  lastPayment: PayRideByCardResult | null = null;
  page = '';
  /** When each named ride was booked: a name first met is older than every ride named before it. */
  private readonly bookedAtOf = new Map<string, number>();

  constructor(readonly clock: FixedClock) {
    this.pageReloader = new ScheduledPageReloader(clock);
    this.feature = createTransportFeature({
      fareEstimates: this.fareEstimates,
      rideBookings: this.rideBookings,
      rideReceipts: this.rideReceipts,
      rideTracking: this.rideTracking,
      ridePayments: this.ridePayments,
      externalPages: this.externalPages,
      bookingHistory: this.bookingHistory,
      pageReloader: this.pageReloader,
      clock,
      pushMessages: new InMemoryPushMessages(),
      ridePushRegistry: new RecordingPushRegistry(),
    });
  }

  get idleReload(): TransportFeature['idleReload'] {
    return this.feature.idleReload;
  }

  get booking(): BookRideResult {
    if (!this.lastBooking) throw new Error('No ride was booked');
    return this.lastBooking;
  }

  async book(
    scheduledAt: number | null,
    timeZone = 'Europe/Helsinki',
    receipt: { toEmail: string; locale: 'fi' | 'en' } | null = null,
    paymentMethod: RidePaymentMethod = 'CASH',
  ): Promise<void> {
    this.lastBooking = await this.feature.bookRide({
      paymentMethod,
      pickup: kamppi,
      dropoff: airport,
      cabType: 'standard',
      fare: { basePrice: 2500, nightSurcharge: 0, price: 2500 },
      scheduledAt,
      timeZone,
      recipientName: 'Aino',
      recipientPhoneNumber: '+358401234567',
      riderNote: '',
      receipt,
    });
  }

  /** Rides numbered 1 (the oldest) to `count`, booked a minute apart before now. */
  bookedBefore(count: number): void {
    const now = this.clock.now();
    this.bookingHistory.rides = Array.from({ length: count }, (_, index) => ({
      invoiceQueryId: `earlier-${index + 1}`,
      bookedAt: now - (count - index) * 60_000,
      pickup: kamppi.description,
      dropoff: airport.description,
      cabType: 'standard',
      price: 2500,
      scheduledAt: null,
      shortOrderId: `R-EARLIER${index + 1}`,
      stage: 'searching' as const,
      payment: 'cash' as const,
    })).reverse();
  }

  /** A ride booked earlier, as the transport service now sees it. */
  rideWithStatus(status: RideStatus, payment: RidePaymentStatus = 'cash'): void {
    const progress: RideProgress = {
      invoiceQueryId: 'ride-1',
      shortOrderId: 'R-1',
      status,
      rider:
        status === 'rider_assigned'
          ? { name: 'Aino Virtanen', phoneNumber: '+358 40 123 4567', car: 'Skoda Octavia', plate: 'KLM-123' }
          : null,
      pickup: kamppi.description,
      dropoff: airport.description,
      cabType: 'economy',
      basePrice: 2500,
      nightSurcharge: 0,
      price: 2500,
      payment,
      completed: false,
    };
    this.rideTracking.rides.set(progress.invoiceQueryId, progress);
  }

  /** As the confirm-booking page does: follows the ride, then cancels its search with the status it saw. */
  async cancelRiderSearch(): Promise<void> {
    const progress = await this.feature.followRide('ride-1');
    this.lastCancel = await this.feature.cancelRiderSearch({
      invoiceQueryId: progress.invoiceQueryId,
      knownStatus: progress.status,
    });
  }

  /** As the confirm-booking page does: follows the ride, then pays it by card with what it saw. */
  async payRide(): Promise<void> {
    const progress = await this.feature.followRide('ride-1');
    this.lastPayment = await this.feature.payRideByCard({ invoiceQueryId: progress.invoiceQueryId, known: progress });
  }

  /** As the booking page does right after a card ride is booked: its payment opens. */
  async payBookedRide(): Promise<void> {
    const booking = this.lastBooking;
    if (!booking?.ok) throw new Error('No ride was booked');
    this.lastPayment = await this.feature.payRideByCard({ invoiceQueryId: booking.invoiceQueryId });
  }

  async rideStatus(): Promise<RideStatus> {
    return (await this.feature.followRide('ride-1')).status;
  }

  /** Rides named by their pickup, newest first. */
  namedRides(names: string): readonly BookedRide[] {
    return names.split(',').map((name) => {
      const pickup = name.trim();
      if (!this.bookedAtOf.has(pickup)) {
        this.bookedAtOf.set(pickup, this.clock.now() - (this.bookedAtOf.size + 1) * 60_000);
      }
      return {
        invoiceQueryId: `ride-from-${pickup}`,
        bookedAt: this.bookedAtOf.get(pickup) ?? 0,
        pickup,
        dropoff: airport.description,
        cabType: 'economy',
        price: 2500,
        scheduledAt: null,
        shortOrderId: `R-${pickup.toUpperCase()}`,
        stage: 'searching',
        payment: 'cash',
      };
    });
  }

  async listBookings(): Promise<void> {
    this.listed = (await this.feature.listRideBookings()).rides;
  }

  openPage(page: string): void {
    this.page = page;
    this.idleReload.activity();
  }

  leaveIdle(ms: number): void {
    const end = this.clock.now() + ms;
    // The page checks on its own timer, every second, as the browser does.
    while (this.clock.now() < end) {
      this.clock.advance(Math.min(1_000, end - this.clock.now()));
      this.idleReload.check(this.page);
    }
  }
}
