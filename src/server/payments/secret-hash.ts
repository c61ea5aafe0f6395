import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What the database keeps of a random secret (a client secret): its SHA-256. The secret has well over 128
 * bits of entropy, so it cannot be guessed back from the hash, as with the session tokens.
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether secret is the one stored as hash, compared in constant time so the answer's timing tells nothing. */
export function matchesSecretHash(secret: string, hash: string): boolean {
  const given = Buffer.from(secretHash(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
