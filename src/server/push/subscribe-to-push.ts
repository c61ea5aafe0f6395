import type { Clock } from '../shared/clock';
import type { NewPushSubscription, PushSubscriptionRepository } from './store/push-subscription-repository';

/**
 * Whether the server may post to this endpoint: the server sends to whatever address a client names, so in
 * production only https is taken, which keeps a client from aiming the server at a plain-http service inside
 * its network. Browsers' push services are all https.
 */
export function pushEndpointAllowed(endpoint: string, httpsOnly: boolean): boolean {
  return !httpsOnly || endpoint.toLowerCase().startsWith('https:');
}

export type PushSubscribing =
  | { readonly outcome: 'subscribed' }
  /** A plain-http endpoint where only https is taken. */
  | { readonly outcome: 'refused'; readonly reason: 'not_https' };

/**
 * Keeps a browser's push subscription for the user, guest or customer: each status change of their orders is then
 * pushed to it in the subscription's language. The same endpoint subscribed again takes the new user and keys.
 */
export async function subscribeToPush(
  context: {
    readonly clock: Clock;
    readonly subscriptions: Pick<PushSubscriptionRepository, 'save'>;
    readonly httpsOnly: boolean;
  },
  userId: number,
  subscription: NewPushSubscription,
): Promise<PushSubscribing> {
  if (!pushEndpointAllowed(subscription.endpoint, context.httpsOnly))
    return { outcome: 'refused', reason: 'not_https' };
  await context.subscriptions.save(userId, subscription, new Date(context.clock()));
  return { outcome: 'subscribed' };
}
