import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../shared/clock';
import type { Outbox } from '../outbox/index';
import type { ReceiptEmailLimits } from '../receipts/index';
import type { CarTariffs } from './car-tariff';
import type { RidePaymentMethods } from './host-ride-payment-methods';
import type { RideRules } from './host-ride-rules';
import type { RidePaymentIntents } from './store/ride-payment-intents';
import type { RidePusher } from './ride-pusher';
import type { RideRepository } from './store/ride-repository';
import type { RiderSessions } from './store/rider-sessions';
import type { RiderLimiter } from './rider-rate-limits';
import type { RiderEmails } from './store/rider-emails';
import type { RideReceiptRequests } from './store/receipt-requests';
import type { RiderPushSubscriptions } from './store/rider-push-subscriptions';

/** What the transport routes share. */
export interface TransportContext {
  readonly clock: Clock;
  /** Each rider's own limits on sign-in, pricing, booking, cancelling and receipts. */
  readonly riderLimit: RiderLimiter;
  /** The riders (one per device) and their sessions. */
  readonly riders: RiderSessions;
  /** The transport account riders book through (TRANSPORT_DESK); the oldest one when unset. */
  readonly deskUsername: string | undefined;
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
  readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Where a ride's receipt mail goes (the sandbox's outbox), and how often it may. */
  readonly outbox: Outbox;
  readonly receiptLimits: ReceiptEmailLimits;
  /** The addresses riders have proven theirs, and the receipts waiting for a proof or a payment. */
  readonly riderEmails: RiderEmails;
  readonly receiptRequests: RideReceiptRequests;
  /** The host's titles of its car types, for the receipt. */
  readonly carTitles: ReadonlyMap<string, string>;
  /** The riders' browsers' push subscriptions, and the pushes of each ride's changes to them. */
  readonly pushSubscriptions: RiderPushSubscriptions;
  readonly ridePusher: Pick<RidePusher, 'changed'>;
  /** A production server posts only to https push services; tests stand one in on plain http. */
  readonly pushHttpsOnly: boolean;
}
