import { pushEndpointAllowed, type PushSubscribing } from '../push/index';
import type { NewRiderPushSubscription, RiderPushSubscriptions } from './store/rider-push-subscriptions';
import type { TransportContext } from './transport-context';

/** Push's own outcome: a rider's endpoint is held to the rule of every endpoint the server posts to. */
export type RiderPushSubscribing = PushSubscribing;

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
