import type { Clock } from '../shared/clock';
import type { ServerDatabase } from '../db/database';
import type { PushSubscriptionRepository } from './store/push-subscription-repository';
import type { VapidKeys } from '../config/vapid-keys';

/**
 * What the push routes and their service are handed. Kept beside the module rather than in routes/, so the
 * routes name the database only through it (they pass it to the session guard) and import no db/ file.
 */
export interface PushContext {
  readonly db: ServerDatabase;
  readonly clock: Clock;
  readonly keys: VapidKeys;
  readonly subscriptions: PushSubscriptionRepository;
  /** A production server posts only to https push services; tests stand one in on plain http. */
  readonly httpsOnly: boolean;
}
