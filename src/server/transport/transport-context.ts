import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../accounts/clock';
import type { StaffRepository } from '../merchant/staff-repository';
import type { StaffSessionStore } from '../merchant/staff-session-store';
import type { RideRepository } from './ride-repository';

/** What the transport routes share. */
export interface TransportContext {
  readonly clock: Clock;
  readonly staff: StaffRepository;
  readonly sessions: StaffSessionStore;
  readonly rides: RideRepository;
  /** How long a booked ride searches before it is given a rider. */
  readonly riderDelayMs: number;
  readonly log: Pick<FastifyBaseLogger, 'info'>;
}
