import type { PushSubscriptionRegistry } from '@/application/ports/push-subscription-registry.port';

/** The server's push subscriptions as a list of the tokens handed to it; `refuse` makes it fail. */
export class RecordingPushRegistry implements PushSubscriptionRegistry {
  readonly registered: string[] = [];
  refuse = false;

  async register(pushToken: string): Promise<void> {
    if (this.refuse) throw { code: 'NETWORK', message: 'offline', status: 0 };
    this.registered.push(pushToken);
  }
}
