import type { VapidKeys } from '../config/vapid-keys';
import { sendWebPush, type PushOutcome, type PushTarget } from './web-push-sender';

export type SendPush = (keys: VapidKeys, target: PushTarget, payload: string) => Promise<PushOutcome>;

/**
 * The server's Web Push as other modules send through it (the transport's ride pushes): the push module gives it
 * the server's keys at its registration; until then, or on a server without that module, nothing is sent.
 */
export class PushChannel {
  private keys: VapidKeys | null = null;

  constructor(private readonly send: SendPush = sendWebPush) {}

  useKeys(keys: VapidKeys): void {
    this.keys = keys;
  }

  /** What became of the push; 'failed' for one the sender threw on, null when the server has no keys. */
  async push(target: PushTarget, payload: string): Promise<PushOutcome | null> {
    const keys = this.keys;
    if (keys === null) return null;
    return this.send(keys, target, payload).catch(() => 'failed' as const);
  }
}
