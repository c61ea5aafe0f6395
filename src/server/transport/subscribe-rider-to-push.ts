import { pushEndpointAllowed } from '../push/index';
import type { NewRiderPushSubscription, RiderPushSubscriptions } from './store/rider-push-subscriptions';
import type { TransportContext } from './transport-context';

export type RiderPushSubscribing =
  | { readonly outcome: 'subscribed' }
  /** A plain-http endpoint where only https is taken (push's rule for every endpoint the server posts to). */
  | { readonly outcome: 'refused'; readonly reason: 'not_https' };

/**
 * Keeps a rider's browser's push subscription: each change of the rider's rides is then pushed to it in the
 * subscription's language. The same endpoint subscribed again takes the new rider, keys and language.
 */
export async function subscribeRiderToPush(
  context: Pick<TransportContext, 'clock' | 'pushHttpsOnly'> & {
    readonly pushSubscriptions: Pick<RiderPushSubscriptions, 'save'>;
  },
  riderId: number,
  subscription: NewRiderPushSubscription,
): Promise<RiderPushSubscribing> {
  if (!pushEndpointAllowed(subscription.endpoint, context.pushHttpsOnly)) {
    return { outcome: 'refused', reason: 'not_https' };
  }
  await context.pushSubscriptions.save(riderId, subscription, new Date(context.clock()));
  return { outcome: 'subscribed' };
}
