import type { IdempotencyKeys } from '@/application/ports/idempotency-keys.port';
import { randomId } from './random-id';

/** A random UUID per order: of the server's key form (letters, digits and dashes, 36 characters). */
export const randomIdempotencyKeys: IdempotencyKeys = { next: () => randomId() };
