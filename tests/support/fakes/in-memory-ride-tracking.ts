import type { CancelRiderSearchAnswer, RideTracking } from '@/application/ports/ride-tracking.port';
import type { BookedRide } from '@/domain/transport/booking-history';
import type { RideProgress } from '@/domain/transport/ride-progress';

/** A transport service's rides held in memory: a test sets each ride's progress and what the service lists. */
export class InMemoryRideTracking implements RideTracking {
  readonly rides = new Map<string, RideProgress>();
  listed: readonly BookedRide[] = [];
  /** When set, listing the rides fails as an unreachable service does. */
  unreachable = false;
  readonly cancelAsked: string[] = [];

  async progress(invoiceQueryId: string): Promise<RideProgress> {
    const ride = this.rides.get(invoiceQueryId);
    if (!ride) throw { code: 'NOT_FOUND', message: `No ride ${invoiceQueryId}`, status: 404 };
    return ride;
  }

  async cancelRiderSearch(invoiceQueryId: string): Promise<CancelRiderSearchAnswer> {
    this.cancelAsked.push(invoiceQueryId);
    const ride = await this.progress(invoiceQueryId);
    if (ride.status === 'rider_assigned') return { ok: false, reason: 'RIDER_ALREADY_ASSIGNED' };
    if (ride.status === 'cancelled') return { ok: false, reason: 'ALREADY_CANCELLED' };
    const cancelled: RideProgress = { ...ride, status: 'cancelled' };
    this.rides.set(invoiceQueryId, cancelled);
    return { ok: true, progress: cancelled };
  }

  async bookedRides(): Promise<readonly BookedRide[]> {
    if (this.unreachable) throw { code: 'REQUEST_TIMEOUT', message: 'Request Timeout' };
    return this.listed;
  }
}
