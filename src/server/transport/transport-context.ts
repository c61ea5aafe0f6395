import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../accounts/clock';
import type { StaffRepository } from '../merchant/staff-repository';
import type { StaffPasswordCheck } from '../merchant/staff-password-check';
import type { StaffSessionStore } from '../merchant/staff-session-store';
import type { Outbox } from '../outbox/outbox';
import type { ReceiptEmailLimits } from '../orders/routes/receipt-email-limits';
import type { CarTariffs } from './car-tariff';
import type { RidePaymentMethods } from './host-ride-payment-methods';
import type { RideRules } from './host-ride-rules';
import type { RidePaymentIntents } from './ride-payment-intents';
import type { RideRepository } from './ride-repository';

/** What the transport routes share. */
export interface TransportContext {
  readonly clock: Clock;
  readonly staff: StaffRepository;
  readonly sessions: StaffSessionStore;
  /** Staff and transport sign-in's password check, shared by both routes. */
  readonly passwords: StaffPasswordCheck;
  readonly rides: RideRepository;
  /** The host's car types and their fares: the only ones estimated and booked. */
  readonly tariffs: CarTariffs;
  /** The host's time zone of the night surcharge and how far ahead a ride is booked. */
  readonly rules: RideRules;
  /** The host's ways to pay a ride: the only ones booked. */
  readonly paymentMethods: RidePaymentMethods;
  /** The card checkout's intents for rides. */
  readonly rideIntents: RidePaymentIntents;
  /** How long a booked ride now searches before it is given a rider (an advance ride: near its time). */
  readonly riderDelayMs: number;
  readonly log: Pick<FastifyBaseLogger, 'info'>;
  /** Where a ride's receipt mail goes (the sandbox's outbox), and how often it may. */
  readonly outbox: Outbox;
  readonly receiptLimits: ReceiptEmailLimits;
}
