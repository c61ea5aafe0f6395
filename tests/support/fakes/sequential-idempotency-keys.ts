import type { IdempotencyKeys } from '@/application/ports/idempotency-keys.port';

/** Keys a test can name: order-key-1, order-key-2, … */
export class SequentialIdempotencyKeys implements IdempotencyKeys {
  private made = 0;

  next(): string {
    this.made += 1;
    return `order-key-${this.made}`;
  }

  get count(): number {
    return this.made;
  }
}
