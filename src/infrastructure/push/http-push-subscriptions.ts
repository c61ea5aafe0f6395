import type { PushSubscriptionRegistry } from '@/application/ports/push-subscription-registry.port';
import {
  pushPublicKeyPath,
  pushPublicKeyResponseSchema,
  pushSubscriptionPath,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
} from '@/contract/push/push-subscription.contract';
import type { HttpClient } from '../http/http-client';

/** The reference server's push routes, under the wallet service's base (the client sends the session token). */
export class HttpPushSubscriptions implements PushSubscriptionRegistry {
  constructor(private readonly http: HttpClient) {}

  async register(pushToken: string): Promise<void> {
    // The token is the subscription's JSON (browser-push-messages.ts); one that is not is no subscription.
    const body = pushSubscriptionRequestSchema.parse(JSON.parse(pushToken));
    await this.http.post(pushSubscriptionPath, body, pushSubscriptionResponseSchema);
  }

  /** The server's VAPID public key; null when it cannot be had (a server without pushes, no network). */
  publicKey(): Promise<string | null> {
    return this.http.get(pushPublicKeyPath, {}, pushPublicKeyResponseSchema).then(
      (answer) => answer.public_key,
      () => null,
    );
  }
}
