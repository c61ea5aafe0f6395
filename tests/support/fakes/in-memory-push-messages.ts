import type { PushMessages } from '@/application/ports/push-messages.port';
import type { PushMessage } from '@/domain/orders/push-message';

/** A push channel the test feeds by hand; it counts the token requests. */
export class InMemoryPushMessages implements PushMessages {
  private readonly listeners = new Set<(message: PushMessage) => void>();
  tokenRequests = 0;

  constructor(private readonly token = 'push-token') {}

  async requestToken(): Promise<string> {
    this.tokenRequests += 1;
    return this.token;
  }

  /** What enable() answers: the token, or null as for a customer who refuses. */
  enabledToken: string | null = 'push-token';
  enableCalls = 0;

  async enable(): Promise<string | null> {
    this.enableCalls += 1;
    return this.enabledToken;
  }

  subscribe(onMessage: (message: PushMessage) => void): () => void {
    const listener = (message: PushMessage) => onMessage(message);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  push(message: PushMessage): void {
    for (const listener of [...this.listeners]) listener(message);
  }
}
